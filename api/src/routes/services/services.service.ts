import {
  computeServiceStatus,
  orderServicesByStatus,
  percentOf,
  SERVICE_REMOVAL_MESSAGES,
  serviceRemovalRefusal,
  subscriptionFromRow,
  subscriptionTypeLabel,
  type AccountService,
  type AccountServices,
} from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../auth/access';
import { subscriptionClock } from '../../billing/clock';
import type { Database } from '../../db/schema';
import { conflict, forbidden } from '../../http/httpError';
import type { StorageDriver } from '../../plugins/storage/types';
import { currentNqsRowsVersionId } from '../../shared/nqs.repository';
import {
  answeredBankQuestions,
  bankQuestionCount,
  deleteCenter,
  servicesOfUser,
  servicesPerAccount,
  storedFilesOfCenter,
  type ServiceRow,
} from './services.repository';

function toAccountService(row: ServiceRow, facts: { answered: number; questions: number }, now: Date): AccountService {
  const subscription = subscriptionFromRow(row);
  const status = computeServiceStatus({ trialEndsAt: row.trial_ends_at, subscription }, now);
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    status: status.status,
    subscriptionType: subscriptionTypeLabel(
      {
        priceId: row.price_id,
        productName: row.product_name,
        hasSubscription: subscription !== null,
        trialEndsAt: row.trial_ends_at,
      },
      now,
    ),
    priceId: subscription ? row.price_id : null,
    subscriptionStatus: subscription?.status ?? null,
    cancelPending: subscription !== null && subscription.status !== 'canceled' && row.cancel_at !== null,
    renewsOn: subscription ? (row.cancel_at ?? subscription.currentPeriodEnd) : row.trial_ends_at,
    users: Number(row.users ?? 0),
    qipCompleted: percentOf(facts.answered, facts.questions),
  };
}

/** The caller's services as the services list shows them, in the same few queries however many there are. */
export async function listServices(db: Kysely<Database>, auth: AuthContext, now: Date): Promise<AccountServices> {
  const rows = await servicesOfUser(db, auth.user.id);
  const versionId = await currentNqsRowsVersionId(db);
  const questions = await bankQuestionCount(db, versionId);
  const answered = await answeredBankQuestions(
    db,
    versionId,
    rows.map((row) => row.id),
  );
  const at = await subscriptionClock(db, now);
  const accountId = auth.user.account_id;
  const perAccount = accountId ? await servicesPerAccount(db, [accountId]) : new Map<string, number>();
  return {
    services: orderServicesByStatus(
      rows.map((row) => toAccountService(row, { answered: answered.get(row.id) ?? 0, questions }, at)),
    ),
    accountServices: accountId ? (perAccount.get(accountId) ?? 0) : 0,
  };
}

export interface RemoveServiceDeps {
  db: Kysely<Database>;
  storage: StorageDriver;
  log: { warn(details: object, message: string): void };
}

/**
 * Removes a service for good, with everything in it: its rows go in one delete (the database
 * cascades to answers, SAT, tasks, reports, evidence and upload rows), then its stored files.
 * Only its administrator may; never while its subscription runs (cancel first) and never the
 * account's last service. Tax invoices stay with the account at the payment provider.
 */
export async function removeService(deps: RemoveServiceDeps, auth: AuthContext, centerId: string): Promise<void> {
  const row = (await servicesOfUser(deps.db, auth.user.id)).find((service) => service.id === centerId);
  if (!row) throw forbidden('You do not have access to this service.');
  const subscription = subscriptionFromRow(row);
  const accountServices = (await servicesPerAccount(deps.db, [row.account_id])).get(row.account_id) ?? 0;
  const refusal = serviceRemovalRefusal({
    role: row.role,
    subscriptionStatus: subscription?.status ?? null,
    cancelPending: row.cancel_at !== null,
    accountServices,
  });
  if (refusal === 'adminOnly') throw forbidden(SERVICE_REMOVAL_MESSAGES.adminOnly);
  if (refusal) throw conflict(SERVICE_REMOVAL_MESSAGES[refusal]);

  const files = await storedFilesOfCenter(deps.db, centerId);
  await deleteCenter(deps.db, centerId);
  // The rows are gone, so nothing points at these files; one that cannot be deleted now is
  // logged (attachments are also swept as orphans later).
  for (const key of files) {
    try {
      await deps.storage.delete(key);
    } catch (error) {
      deps.log.warn({ err: error, key, centerId }, 'a removed service left a file that could not be deleted');
    }
  }
}
