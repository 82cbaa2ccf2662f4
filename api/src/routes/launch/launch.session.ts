import { SIGN_IN_MESSAGES, type endpoints } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import { isHubAccount } from '../../auth/hubAccounts';
import type { Database, UserRow } from '../../db/schema';
import { forbidden, HttpError } from '../../http/httpError';
import type { EndpointRequest } from '../../http/registerEndpoint';
import { isoNow } from '../../lib/time';
import { findUser } from '../../shared/users.repository';
import {
  hashLaunchToken,
  launchHmac,
  openLaunchPayload,
  sameHash,
  SealedLaunchSchema,
  type LaunchFields,
} from './launch.crypto';
import { findLinkByTokenHash, markLinkUsed } from './launch.repository';

// Opening the session a launch link carries: the link must match, be unused and unexpired.

export const LINK_NOT_VALID = 'This login link is not valid.';
export const LINK_USED = 'This login link has already been used. Please open the portal from Holistic HUB again.';
export const LINK_EXPIRED = 'This login link has expired. Please open the portal from Holistic HUB again.';

const gone = (message: string) => new HttpError(410, message);

type OpenSessionBody = EndpointRequest<typeof endpoints.launch.openSession>['body'];

/** The fields a link carries: opened and checked when encrypted, as sent when plain (403 when not valid). */
export function linkFields(secret: string, body: OpenSessionBody): LaunchFields {
  if (body.auth === undefined) {
    return {
      userId: body.userId ?? '',
      centerId: body.centerId ?? null,
      stripeId: body.stripeId ?? null,
      accessToken: body.accessToken ?? '',
      counter: body.counter ?? '',
    };
  }
  if (!sameHash(launchHmac(secret, body.auth), body.authHash ?? '')) throw forbidden(LINK_NOT_VALID);
  const sealed = SealedLaunchSchema.safeParse(openLaunchPayload(secret, body.auth));
  if (!sealed.success) throw forbidden(LINK_NOT_VALID);
  if (!sameHash(launchHmac(secret, sealed.data.accessToken), body.tokenHash ?? '')) throw forbidden(LINK_NOT_VALID);
  return sealed.data;
}

/** The stored link the fields name, now used up: 403 when none matches, 410 when used or expired. */
export async function useLink(db: Kysely<Database>, fields: LaunchFields, now: Date) {
  const link = await findLinkByTokenHash(db, hashLaunchToken(fields.accessToken));
  const matches =
    link &&
    link.user_id === fields.userId &&
    String(link.counter) === fields.counter &&
    (fields.centerId ?? null) === link.center_id;
  if (!link || !matches) throw forbidden(LINK_NOT_VALID);
  if (link.used_at) throw gone(LINK_USED);
  if (new Date(link.expires_at).getTime() <= now.getTime()) throw gone(LINK_EXPIRED);
  if (!(await markLinkUsed(db, link.id, isoNow(now)))) throw gone(LINK_USED);
  return link;
}

/** The user a link signs in: still there, and not a hub account. */
export async function sessionUser(db: Kysely<Database>, userId: string): Promise<UserRow> {
  const user = await findUser(db, userId);
  if (!user) throw forbidden(LINK_NOT_VALID);
  if (isHubAccount(user)) throw forbidden(SIGN_IN_MESSAGES.hubAccount);
  return user;
}
