import { USER_MESSAGES, type ResetConfirmBodySchema } from '@qip/shared-contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from '../../auth/access';
import { isHubAccount } from '../../auth/hubAccounts';
import { hashPassword } from '../../auth/passwords';
import { badRequest, forbidden } from '../../http/httpError';
import { isoNow } from '../../lib/time';
import type { Mailer } from '../../plugins/mail/mailer';
import { createPasswordLink, hashLinkToken, passwordLinkUrl } from '../../shared/passwordLinks';
import { resetMail } from '../../shared/passwordLinks.mail';
import {
  claimPasswordLink,
  findResettableUser,
  findUsablePasswordLink,
  retireUserLinks,
  setPassword,
} from '../../shared/passwordLinks.repository';

type ConfirmBody = z.output<typeof ResetConfirmBodySchema>;

export interface ResetDeps {
  app: FastifyInstance;
  mail: Mailer;
  log: FastifyBaseLogger;
  portalOrigin: string;
}

/**
 * Mails a reset link when the email has an account (a hub account has none here). The caller is
 * answered the same either way and before the mail goes, so neither the answer nor its timing
 * says whether the email is known; a mail that fails is logged.
 */
export async function requestReset(deps: ResetDeps, email: string, now: Date): Promise<void> {
  const user = await findResettableUser(deps.app.db, email.trim().toLowerCase());
  if (!user || isHubAccount(user)) return;
  const token = await createPasswordLink(deps.app.db, user.id, 'reset', now);
  const link = passwordLinkUrl(deps.portalOrigin, token, 'reset');
  deps.mail.send(resetMail(user, link)).catch((error: unknown) => {
    deps.log.error({ err: error, userId: user.id }, 'The password reset mail could not be sent');
  });
}

/**
 * A new password through a reset or invitation link: the link must be unused and unexpired, and
 * is used up (with every other link of the user); every session of the user ends.
 */
async function confirmWithLink(app: FastifyInstance, token: string, password: string, now: Date): Promise<void> {
  const at = isoNow(now);
  const link = await findUsablePasswordLink(app.db, hashLinkToken(token), at);
  if (!link || isHubAccount(link))
    throw badRequest(USER_MESSAGES.linkInvalid, [{ field: 'body.token', message: USER_MESSAGES.linkInvalid }]);
  const passwordHash = await hashPassword(password);
  const claimed = await app.db.transaction().execute(async (trx) => {
    if (!(await claimPasswordLink(trx, link.id, at))) return false;
    await retireUserLinks(trx, link.user_id, at);
    await setPassword(trx, { userId: link.user_id, passwordHash, keptSessionId: null, now: at });
    return true;
  });
  if (!claimed)
    throw badRequest(USER_MESSAGES.linkInvalid, [{ field: 'body.token', message: USER_MESSAGES.linkInvalid }]);
}

/**
 * The in-app change: only your own password (an administrator sends a reset link instead). Your
 * other sessions end; the one that made the change (its token's sid) is kept.
 */
async function confirmSignedIn(
  app: FastifyInstance,
  caller: AuthContext,
  userId: string,
  password: string,
  now: Date,
): Promise<void> {
  if (caller.user.id !== userId) throw forbidden(USER_MESSAGES.ownPasswordOnly);
  const passwordHash = await hashPassword(password);
  const at = isoNow(now);
  await app.db.transaction().execute(async (trx) => {
    await retireUserLinks(trx, userId, at);
    await setPassword(trx, { userId, passwordHash, keptSessionId: caller.sessionId ?? null, now: at });
  });
}

export async function confirmReset(
  app: FastifyInstance,
  body: ConfirmBody,
  caller: () => Promise<AuthContext>,
  now: Date,
): Promise<void> {
  if (body.token !== undefined) return confirmWithLink(app, body.token, body.password, now);
  if (body.user_id === undefined) throw badRequest('Send either the token of your link or your user_id.');
  return confirmSignedIn(app, await caller(), body.user_id, body.password, now);
}
