import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import { authenticateClient, HUB_CLIENT_ID } from '../../auth/clients';
import { forbidden, unauthorized } from '../../http/httpError';
import { callerFromBearer } from '../../plugins/auth';

/** Who may mint a launch link: the hub with its client credentials, or an administrator. */
export type LaunchCaller = { kind: 'hub' } | { kind: 'admin'; user: UserRow };

export const ONLY_ADMINS_LAUNCH = 'Only an administrator can create a launch link.';
const INVALID_HUB_CREDENTIALS = 'The hub client credentials are not valid.';

/** Percent-decoded text (RFC 6749 2.3.1), or null when its escapes are malformed. */
function percentDecoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The client id and secret of an HTTP Basic header; malformed credentials are refused (401). */
function basicCredentials(request: FastifyRequest): { id: string; secret: string } | null {
  const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'basic' || !encoded) return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  const id = percentDecoded(decoded.slice(0, colon));
  const secret = percentDecoded(decoded.slice(colon + 1));
  if (id === null || secret === null) throw unauthorized(INVALID_HUB_CREDENTIALS);
  return { id, secret };
}

/**
 * The caller of the mint endpoint: HTTP Basic with the hub's confidential client (the hub's
 * service credentials), or the bearer token of an administrator. Anyone else is refused.
 */
export async function launchCaller(app: FastifyInstance, request: FastifyRequest): Promise<LaunchCaller> {
  const basic = basicCredentials(request);
  if (basic) {
    const valid = basic.id === HUB_CLIENT_ID && (await authenticateClient(app.db, basic.id, basic.secret));
    if (!valid) throw unauthorized(INVALID_HUB_CREDENTIALS);
    return { kind: 'hub' };
  }
  const { user, viewer } = await callerFromBearer(app, request);
  // A viewer token never gets here (the auth plugin refuses its writes); checked again all the same.
  if (viewer || user.user_type !== 'ADMIN') throw forbidden(ONLY_ADMINS_LAUNCH);
  return { kind: 'admin', user };
}
