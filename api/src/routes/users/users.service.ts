import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  USER_MESSAGES,
  userRemovalRefusal,
  type CreateUserBodySchema,
  type RemoveUserBodySchema,
  type UpdateUserBodySchema,
  type User,
} from '@qip/shared-contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { centerRole, requireCanSeeUser, requireCenterAdmin, NOT_YOUR_USER, type AuthContext } from '../../auth/access';
import { hashPassword } from '../../auth/passwords';
import { conflict, forbidden, notFound } from '../../http/httpError';
import { newId } from '../../lib/ids';
import { isoNow } from '../../lib/time';
import { createPasswordLink, passwordLinkUrl } from '../../shared/passwordLinks';
import { invitationMail } from '../../shared/passwordLinks.mail';
import { findUser, toUserDto } from '../../shared/users.repository';
import {
  accountOfCenter,
  administeredCenters,
  deleteUser,
  emailTaken,
  insertInvitedMember,
  setMemberCenters,
  updateUserName,
  usersOfCenters,
} from './users.repository';

export interface UsersDeps {
  app: FastifyInstance;
  log: FastifyBaseLogger;
  portalOrigin: string;
}

/** Refuses (403) unless the caller administers every one of the services; answers them without repeats. */
async function requireAdminOfAll(app: FastifyInstance, auth: AuthContext, centerIds: readonly string[]) {
  const unique = [...new Set(centerIds)];
  for (const centerId of unique) await requireCenterAdmin(app.db, auth, centerId);
  return unique;
}

/** The users of services the caller administers (the user list). */
export async function listUsers(app: FastifyInstance, auth: AuthContext, centerIds: readonly string[]) {
  return usersOfCenters(app.db, await requireAdminOfAll(app, auth, centerIds));
}

/**
 * Invites a new member to the administrator's services: they are stored without a password of
 * their own (nobody types one for them, and they cannot sign in yet) and mailed a single-use link
 * to set it. A mail that fails is logged; the new user can still use Forgot password.
 */
export async function inviteUser(
  deps: UsersDeps,
  auth: AuthContext,
  body: z.output<typeof CreateUserBodySchema>,
  now: Date,
): Promise<User> {
  const { app } = deps;
  const centerIds = await requireAdminOfAll(app, auth, [body.centerId, ...(body.centerIds ?? [])]);
  const accountId = await accountOfCenter(app.db, body.centerId);
  if (!accountId) throw notFound('There is no such service.');
  const email = body.email.toLowerCase();
  if (await emailTaken(app.db, email)) throw conflict(ACCOUNT_MESSAGES.emailRegistered);

  const id = newId();
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  try {
    await insertInvitedMember(
      app.db,
      { id, accountId, email, name: body.name, passwordHash: unusable, centerIds },
      isoNow(now),
    );
  } catch (error) {
    // Two invitations of one email at once: the second is told it is taken.
    if (await emailTaken(app.db, email)) throw conflict(ACCOUNT_MESSAGES.emailRegistered);
    throw error;
  }

  const token = await createPasswordLink(app.db, id, 'invitation', now);
  const user = await findUser(app.db, id);
  if (!user) throw notFound('There is no such user.');
  const dto = await toUserDto(app.db, user);
  const mail = invitationMail(
    { name: body.name, email },
    {
      link: passwordLinkUrl(deps.portalOrigin, token, 'invitation'),
      inviterName: auth.user.name,
      accountName: dto.accountName,
    },
  );
  await app.mail.send(mail).catch((error: unknown) => {
    deps.log.error({ err: error, userId: id }, 'The invitation mail could not be sent');
  });
  return dto;
}

/**
 * Saves a user's name (yourself, or a user of services you administer) and, sent by an
 * administrator for a member, the services among theirs the member belongs to.
 */
export async function updateUser(
  app: FastifyInstance,
  auth: AuthContext,
  userId: string,
  body: z.output<typeof UpdateUserBodySchema>,
  now: Date,
): Promise<User> {
  await requireCanSeeUser(app.db, auth, userId);
  const user = await findUser(app.db, userId);
  if (!user) throw forbidden(NOT_YOUR_USER);
  if (body.centerIds) {
    if (auth.user.user_type !== 'ADMIN') throw forbidden(USER_MESSAGES.onlyAdministratorsAssign);
    if (user.user_type === 'ADMIN') throw forbidden(USER_MESSAGES.administratorServices);
  }
  const centerIds = body.centerIds ? await requireAdminOfAll(app, auth, body.centerIds) : null;
  const at = isoNow(now);
  await updateUserName(app.db, userId, body.name, at);
  if (centerIds) {
    const managed = await administeredCenters(app.db, auth.user.id);
    await setMemberCenters(app.db, { userId, managed, centerIds, now: at });
  }
  const saved = await findUser(app.db, userId);
  if (!saved) throw forbidden(NOT_YOUR_USER);
  return toUserDto(app.db, saved);
}

/**
 * Removes a member of a service the caller administers (spec section 6: never yourself or an
 * administrator; `admin_id` is the caller). Their work stays (see deleteUser).
 */
export async function removeUser(
  app: FastifyInstance,
  auth: AuthContext,
  body: z.output<typeof RemoveUserBodySchema>,
): Promise<void> {
  if (body.admin_id !== auth.user.id) throw forbidden('admin_id must be your own user id.');
  await requireCenterAdmin(app.db, auth, body.center_id);
  const role = await centerRole(app.db, body.user_id, body.center_id);
  const user = role ? await findUser(app.db, body.user_id) : undefined;
  if (!user) throw notFound('There is no such user in this service.');
  const refusal = userRemovalRefusal(auth.user.id, {
    id: user.id,
    role: user.user_type === 'ADMIN' || role === 'admin' ? 'admin' : 'member',
  });
  if (refusal) throw forbidden(refusal);
  await deleteUser(app.db, user.id);
}
