import { launchLinkSearch, PORTAL_CLIENT_ID, SIGN_IN_MESSAGES, type endpoints } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import { centerRole, requireCanSeeUser, requireCenterAdmin } from '../../auth/access';
import { HUB_CLIENT_ID } from '../../auth/clients';
import { isHubAccount } from '../../auth/hubAccounts';
import type { Database, UserRow } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/httpError';
import type { EndpointRequest } from '../../http/registerEndpoint';
import { newId } from '../../lib/ids';
import { addDays, isoNow } from '../../lib/time';
import { findUser } from '../../shared/users.repository';
import type { LaunchCaller } from './launch.caller';
import { hashLaunchToken, launchHmac, newLaunchToken, sealLaunchPayload, type LaunchFields } from './launch.crypto';
import { countLinksOf, deleteLinksExpiredBefore, insertLink } from './launch.repository';

// Minting a hub launch link: who may mint one for whom, and the one-time link itself.

export const NOT_A_USER_OF_CENTER = 'This user is not a user of that service.';

type CreateLinkBody = EndpointRequest<typeof endpoints.launch.createLink>['body'];

/**
 * The user a link is for. The hub may mint for anyone; an administrator only for users they may
 * see, and for a service they administer. Never for a hub account; the service must be theirs.
 */
export async function linkRecipient(
  db: Kysely<Database>,
  caller: LaunchCaller,
  body: CreateLinkBody,
): Promise<UserRow> {
  if (caller.kind === 'admin') {
    const auth = { user: caller.user, clientId: PORTAL_CLIENT_ID, viewer: false };
    await requireCanSeeUser(db, auth, body.user_id);
    if (body.center_id) await requireCenterAdmin(db, auth, body.center_id);
  }
  const user = await findUser(db, body.user_id);
  if (!user) throw notFound('There is no such user.');
  if (isHubAccount(user)) throw forbidden(SIGN_IN_MESSAGES.hubAccount);
  if (body.center_id && !(await centerRole(db, user.id, body.center_id))) {
    throw badRequest(NOT_A_USER_OF_CENTER, [{ field: 'body.center_id', message: NOT_A_USER_OF_CENTER }]);
  }
  return user;
}

export interface MintedLink {
  token: string;
  counter: number;
  expiresAt: Date;
  viewer: boolean;
}

/** Stores a new one-time link for the user, numbered after their earlier links. */
export async function mintLink(
  db: Kysely<Database>,
  input: { user: UserRow; caller: LaunchCaller; body: CreateLinkBody; now: Date; ttlSeconds: number },
): Promise<MintedLink> {
  const { user, caller, body, now } = input;
  // An administrator looking at someone else's portal only ever gets to look.
  const viewer = body.viewer || (caller.kind === 'admin' && caller.user.id !== user.id);
  const expiresAt = new Date(now.getTime() + input.ttlSeconds * 1000);
  const token = newLaunchToken();
  const counter = (await countLinksOf(db, user.id)) + 1;

  // Links expired a day ago are of no further use to anyone.
  await deleteLinksExpiredBefore(db, isoNow(addDays(now, -1)));
  await insertLink(db, {
    id: newId(),
    token_hash: hashLaunchToken(token),
    user_id: user.id,
    center_id: body.center_id ?? null,
    viewer: viewer ? 1 : 0,
    target: body.target ?? null,
    counter,
    created_by: caller.kind === 'hub' ? HUB_CLIENT_ID : caller.user.id,
    expires_at: isoNow(expiresAt),
    used_at: null,
    created_at: isoNow(now),
  });
  return { token, counter, expiresAt, viewer };
}

/** The link's query: the plain fields, or (encrypted) the fields sealed with their HMACs. */
export function linkSearch(
  secret: string,
  variant: CreateLinkBody['variant'],
  fields: LaunchFields,
  target: string | null,
): string {
  if (variant !== 'encrypted') return launchLinkSearch({ ...fields, target });
  const auth = sealLaunchPayload(secret, fields);
  return launchLinkSearch({
    tokenHash: launchHmac(secret, fields.accessToken),
    auth,
    authHash: launchHmac(secret, auth),
    target,
  });
}
