import { PORTAL_CLIENT_ID } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword, verifyPassword } from './passwords';

export const HUB_CLIENT_ID = 'qip-hub';

/**
 * Registers the OAuth clients: the portal's public browser client always, the hub's
 * confidential client when its secret is configured (rotating the secret takes a restart).
 */
export async function ensureOAuthClients(db: Kysely<Database>, hubClientSecret: string | null): Promise<void> {
  await db
    .insertInto('oauth_clients')
    .values({ id: PORTAL_CLIENT_ID, name: 'QIP Portal (browser)', secret_hash: null, confidential: 0 })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();

  if (!hubClientSecret) {
    await db.deleteFrom('oauth_clients').where('id', '=', HUB_CLIENT_ID).execute();
    return;
  }
  const existing = await db
    .selectFrom('oauth_clients')
    .select('secret_hash')
    .where('id', '=', HUB_CLIENT_ID)
    .executeTakeFirst();
  if (existing && (await verifyPassword(existing.secret_hash, hubClientSecret))) return;
  const secretHash = await hashPassword(hubClientSecret);
  await db
    .insertInto('oauth_clients')
    .values({ id: HUB_CLIENT_ID, name: 'Holistic HUB', secret_hash: secretHash, confidential: 1 })
    .onConflict((oc) => oc.column('id').doUpdateSet({ secret_hash: secretHash, confidential: 1 }))
    .execute();
}

/** Whether the client may use the token endpoint: public clients by id, confidential ones by secret. */
export async function authenticateClient(
  db: Kysely<Database>,
  clientId: string,
  clientSecret: string | undefined,
): Promise<boolean> {
  const client = await db.selectFrom('oauth_clients').selectAll().where('id', '=', clientId).executeTakeFirst();
  if (!client) return false;
  if (!client.confidential) return true;
  return clientSecret !== undefined && (await verifyPassword(client.secret_hash, clientSecret));
}
