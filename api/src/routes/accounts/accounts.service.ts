import { ACCOUNT_MESSAGES, FREE_TRIAL_DAYS, type RegisterBodySchema } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from '../../auth/access';
import { hashPassword } from '../../auth/passwords';
import { subscriptionClock } from '../../billing/clock';
import { conflict, forbidden } from '../../http/httpError';
import { addDays, isoNow } from '../../lib/time';
import { walkthroughRequestMail } from './accounts.mail';
import {
  addAdministrator,
  emailTaken,
  findAccount,
  insertAccount,
  insertCenter,
  latestTrialEnd,
  type NewAccount,
} from './accounts.repository';

export const ONLY_ADMINISTRATORS_ADD_SERVICES = 'Only an administrator can add a service to the account.';

const orNull = (value: string | undefined) => (value ? value : null);

/** Inserts the account; two registrations of one email at once: the second is told it is taken. */
async function insertAccountOnce(app: FastifyInstance, input: NewAccount, now: string) {
  try {
    return await insertAccount(app.db, input, now);
  } catch (error) {
    if (await emailTaken(app.db, input.user.email)) throw conflict(ACCOUNT_MESSAGES.emailRegistered);
    throw error;
  }
}

/**
 * A new account: its administrator, the first service and its 30-day free trial (counted on the
 * subscription clock, so it agrees with every status). The walkthrough request, when a date or
 * time was given, is mailed to the operator.
 */
export async function register(
  app: FastifyInstance,
  body: z.output<typeof RegisterBodySchema>,
  now: Date,
): Promise<{ userId: string; centerId: string; trialEndsAt: string }> {
  const email = body.email.toLowerCase();
  if (await emailTaken(app.db, email)) throw conflict(ACCOUNT_MESSAGES.emailRegistered);
  const trialEndsAt = isoNow(addDays(await subscriptionClock(app.db, now), FREE_TRIAL_DAYS));
  const { userId, centerId } = await insertAccountOnce(
    app,
    {
      accountName: body.service_name,
      user: {
        name: body.name,
        email,
        passwordHash: await hashPassword(body.password),
        phone: body.telnum,
        mobile: orNull(body.mobilenum),
        streetAddress: orNull(body.street_address),
        suburb: orNull(body.suburb),
        state: orNull(body.state),
        postalCode: orNull(body.postal_code),
        additionalEmail: orNull(body.add_email),
      },
      center: {
        name: body.service_name,
        approvalNumber: body.service_app_num || '#',
        serviceCatId: body.service_cat,
        trialEndsAt,
      },
    },
    isoNow(now),
  );
  if (body.preferred_date || body.preferred_time) {
    const mail = walkthroughRequestMail(app.operatorEmail, {
      name: body.name,
      email,
      phone: body.telnum,
      serviceName: body.service_name,
      serviceCatId: body.service_cat,
      preferredDate: body.preferred_date ?? '',
      preferredTime: body.preferred_time ?? '',
    });
    // The account exists whatever the mail server says: a lost request is logged, not the sign-up.
    await app.mail
      .send(mail)
      .catch((error: unknown) => app.log.error({ err: error }, 'the walkthrough request mail failed'));
  }
  return { userId, centerId, trialEndsAt };
}

/**
 * A new service of the administrator's account, with the administrator as its administrator. A
 * trial account's new service shares the account's trial; a paying account's has none, and is
 * subscribed next (POST /api/subscribe with its center_id).
 */
export async function addService(
  app: FastifyInstance,
  auth: AuthContext,
  input: { name: string; approvalNumber: string; serviceCatId: number },
  now: Date,
): Promise<string> {
  const accountId = auth.user.account_id;
  const account = accountId ? await findAccount(app.db, accountId) : undefined;
  if (auth.user.user_type !== 'ADMIN' || !account) throw forbidden(ONLY_ADMINISTRATORS_ADD_SERVICES);
  const trialEndsAt = account.stripe_customer_id ? null : await latestTrialEnd(app.db, account.id);
  const stamp = isoNow(now);
  return app.db.transaction().execute(async (trx) => {
    const centerId = await insertCenter(trx, account.id, { ...input, trialEndsAt }, stamp);
    await addAdministrator(trx, centerId, auth.user.id, stamp);
    return centerId;
  });
}
