import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import { isHubRequest } from '../../auth/hubClient';
import { forbidden } from '../../http/httpError';
import { callerFromBearer } from '../../plugins/auth';

/** Who may mint a launch link: the hub with its client credentials, or an administrator. */
export type LaunchCaller = { kind: 'hub' } | { kind: 'admin'; user: UserRow };

export const ONLY_ADMINS_LAUNCH = 'Only an administrator can create a launch link.';

/**
 * The caller of the mint endpoint: HTTP Basic with the hub's confidential client (the hub's
 * service credentials), or the bearer token of an administrator. Anyone else is refused.
 */
export async function launchCaller(app: FastifyInstance, request: FastifyRequest): Promise<LaunchCaller> {
  if (await isHubRequest(app, request)) return { kind: 'hub' };
  const { user, viewer } = await callerFromBearer(app, request);
  // A viewer token never gets here (the auth plugin refuses its writes); checked again all the same.
  if (viewer || user.user_type !== 'ADMIN') throw forbidden(ONLY_ADMINS_LAUNCH);
  return { kind: 'admin', user };
}
