import { addBillingPeriods, type PriceId } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { newId } from '../lib/ids';
import { addDays, isoNow } from '../lib/time';
import type { StorageDriver } from '../plugins/storage/types';
import { DEMO_ASSESSMENT_CENTER, seedDemoAssessment } from './demoAssessment';
import { seedLocalBilling, type DemoProviderSubscription } from './demoBilling';
import { DEMO_QIP_CENTER, seedDemoPaddington } from './demoPaddington';
import { seedDemoNqsChanges } from './demoNqsChanges';
import { seedDemoMessages } from './demoMessages';

/** The demo logins a newcomer can use at once (printed at start and listed in the README). */
export const DEMO_LOGINS = [
  {
    email: 'director@sunshine.test',
    password: 'sunshine-demo',
    who: 'Sunshine Early Learning, administrator (six services)',
  },
  { email: 'educator@sunshine.test', password: 'sunshine-demo', who: 'Sunshine Early Learning, educator (member)' },
  {
    email: 'director@bluegum.test',
    password: 'bluegum-demo',
    who: 'Bluegum Kindergarten, administrator (one service on a trial)',
  },
  {
    email: 'director@wattle.test',
    password: 'wattle-demo',
    who: 'Wattle Early Learning, administrator (trial ended: sent to the pricing plans)',
  },
  {
    email: 'educator@wattle.test',
    password: 'wattle-demo',
    who: "Wattle Early Learning, educator (told the administrator's account has expired)",
  },
  { email: 'super@qip.test', password: 'super-demo', who: 'SUPER_ADMIN: the portal refuses this login' },
  {
    email: 'mentor@holisticqip.test',
    password: 'mentor-demo',
    who: 'MENTOR: reviews the feedback requests of the services that asked, at /qip/mentor',
  },
] as const;

type SubscriptionSeed = {
  priceId: PriceId;
  /** Whole months it ran before its current period (a monthly plan's 6-month minimum counts from its start). */
  monthsBefore: number;
  product: string;
  status: string;
  amountCents: number;
  interval: 'month' | 'year';
  periodStartDaysAgo: number;
  periodDays: number;
  canceledDaysAgo?: number;
};

interface CenterSeed {
  name: string;
  approvalNumber: string;
  serviceCatId: number;
  /** Days until the trial ends (negative: ended that many days ago). */
  trialDaysLeft: number;
  subscription?: SubscriptionSeed;
}

const MENTORING_MONTHLY = {
  priceId: 'mentoring_monthly' as const,
  product: 'QIP Portal + Mentoring',
  amountCents: 19700,
  interval: 'month' as const,
};
const PORTAL_MONTHLY = {
  priceId: 'portal_monthly' as const,
  product: 'QIP Portal',
  amountCents: 9700,
  interval: 'month' as const,
};

/** Six services of Sunshine Early Learning, one for each subscription status. */
const SUNSHINE_CENTERS: CenterSeed[] = [
  {
    name: 'Sunshine Paddington',
    approvalNumber: 'SE-40012001',
    serviceCatId: 1,
    trialDaysLeft: -200,
    // Two months in: still inside the 6-month minimum.
    subscription: { ...MENTORING_MONTHLY, monthsBefore: 2, status: 'active', periodStartDaysAgo: 10, periodDays: 30 },
  },
  { name: 'Sunshine Newtown', approvalNumber: 'SE-40012002', serviceCatId: 1, trialDaysLeft: 20 },
  {
    name: 'Sunshine Marrickville',
    approvalNumber: 'SE-40012003',
    serviceCatId: 4,
    trialDaysLeft: -120,
    subscription: { ...PORTAL_MONTHLY, monthsBefore: 7, status: 'past_due', periodStartDaysAgo: 3, periodDays: 30 },
  },
  {
    name: 'Sunshine Glebe',
    approvalNumber: 'SE-40012004',
    serviceCatId: 1,
    trialDaysLeft: -150,
    subscription: { ...PORTAL_MONTHLY, monthsBefore: 7, status: 'past_due', periodStartDaysAgo: 12, periodDays: 30 },
  },
  {
    name: 'Sunshine Leichhardt',
    approvalNumber: 'SE-40012005',
    serviceCatId: 3,
    trialDaysLeft: -300,
    subscription: {
      ...PORTAL_MONTHLY,
      monthsBefore: 7,
      status: 'canceled',
      periodStartDaysAgo: 45,
      periodDays: 30,
      canceledDaysAgo: 15,
    },
  },
  { name: 'Sunshine Balmain', approvalNumber: 'SE-40012006', serviceCatId: 2, trialDaysLeft: -5 },
];

async function insertUser(
  db: Kysely<Database>,
  values: {
    accountId: string | null;
    email: string;
    name: string;
    password: string;
    userType: 'ADMIN' | 'USER' | 'SUPER_ADMIN' | 'MENTOR';
  },
  now: string,
): Promise<string> {
  const id = newId();
  await db
    .insertInto('users')
    .values({
      id,
      account_id: values.accountId,
      email: values.email,
      name: values.name,
      password_hash: await hashPassword(values.password),
      user_type: values.userType,
      phone: null,
      street_address: null,
      suburb: null,
      state: 'NSW',
      postal_code: null,
      tel_num: null,
      mobile_num: null,
      additional_email: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

async function insertCenter(
  db: Kysely<Database>,
  accountId: string,
  seed: CenterSeed,
  now: Date,
): Promise<{ id: string; provider: DemoProviderSubscription | null }> {
  const id = newId();
  const stamp = isoNow(now);
  await db
    .insertInto('centers')
    .values({
      id,
      account_id: accountId,
      name: seed.name,
      approval_number: seed.approvalNumber,
      service_cat_id: seed.serviceCatId,
      has_qip: 1,
      trial_ends_at: isoNow(addDays(now, seed.trialDaysLeft)),
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();

  const sub = seed.subscription;
  if (!sub) return { id, provider: null };
  const periodStart = addDays(now, -sub.periodStartDaysAgo);
  const provider: DemoProviderSubscription = {
    id: `sub_demo_${id.slice(0, 8)}`,
    centerId: id,
    priceId: sub.priceId,
    status: sub.status,
    startedAt: addBillingPeriods(periodStart, 'month', -sub.monthsBefore),
    periodStart,
    periodEnd: addDays(periodStart, sub.periodDays),
    canceledAt: sub.canceledDaysAgo === undefined ? null : addDays(now, -sub.canceledDaysAgo),
  };
  await db
    .insertInto('subscriptions')
    .values({
      id: newId(),
      center_id: id,
      provider: 'local',
      provider_subscription_id: provider.id,
      price_id: sub.priceId,
      started_at: isoNow(provider.startedAt),
      cancel_at: null,
      product_name: sub.product,
      status: sub.status,
      amount_cents: sub.amountCents,
      interval: sub.interval,
      current_period_start: isoNow(provider.periodStart),
      current_period_end: isoNow(provider.periodEnd),
      canceled_at: provider.canceledAt ? isoNow(provider.canceledAt) : null,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
  return { id, provider };
}

async function addMember(
  db: Kysely<Database>,
  centerId: string,
  userId: string,
  role: 'admin' | 'member',
  now: string,
) {
  await db.insertInto('center_users').values({ center_id: centerId, user_id: userId, role, created_at: now }).execute();
}

/**
 * Seeds the demo accounts on an empty database (no accounts yet); does nothing otherwise.
 * Dates are relative to `now`, so each status holds for the days after seeding.
 */
export async function seedDemoData(
  db: Kysely<Database>,
  now: Date = new Date(),
  storage: Pick<StorageDriver, 'put'> | null = null,
): Promise<boolean> {
  const existing = await db.selectFrom('accounts').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const stamp = isoNow(now);

  await db.transaction().execute(async (trx) => {
    const sunshine = newId();
    await trx
      .insertInto('accounts')
      .values({
        id: sunshine,
        name: 'Sunshine Early Learning',
        stripe_customer_id: 'cus_demo_sunshine',
        created_at: stamp,
      })
      .execute();
    const director = await insertUser(
      trx,
      {
        accountId: sunshine,
        email: 'director@sunshine.test',
        name: 'Dana Whitfield',
        password: 'sunshine-demo',
        userType: 'ADMIN',
      },
      stamp,
    );
    const educator = await insertUser(
      trx,
      {
        accountId: sunshine,
        email: 'educator@sunshine.test',
        name: 'Eli Nguyen',
        password: 'sunshine-demo',
        userType: 'USER',
      },
      stamp,
    );
    const providerSubscriptions: DemoProviderSubscription[] = [];
    for (const seed of SUNSHINE_CENTERS) {
      const { id: centerId, provider } = await insertCenter(trx, sunshine, seed, now);
      if (provider) providerSubscriptions.push(provider);
      await addMember(trx, centerId, director, 'admin', stamp);
      await addMember(trx, centerId, educator, 'member', stamp);
      if (seed.name === DEMO_ASSESSMENT_CENTER) await seedDemoAssessment(trx, { centerId, userId: director, now });
      if (seed.name === DEMO_QIP_CENTER) {
        await seedDemoPaddington(trx, { centerId, directorId: director, educatorId: educator, now, storage });
        await seedDemoNqsChanges(trx, { centerId, userId: director });
      }
    }
    await seedLocalBilling(
      trx,
      {
        customerId: 'cus_demo_sunshine',
        email: 'director@sunshine.test',
        name: 'Sunshine Early Learning',
        subscriptions: providerSubscriptions,
      },
      now,
    );
    await seedDemoMessages(trx, { directorId: director, directorName: 'Dana Whitfield', educatorId: educator }, now);

    const bluegum = newId();
    await trx
      .insertInto('accounts')
      .values({ id: bluegum, name: 'Bluegum Kindergarten', stripe_customer_id: null, created_at: stamp })
      .execute();
    const bluegumDirector = await insertUser(
      trx,
      {
        accountId: bluegum,
        email: 'director@bluegum.test',
        name: 'Priya Sharma',
        password: 'bluegum-demo',
        userType: 'ADMIN',
      },
      stamp,
    );
    const { id: bluegumCenter } = await insertCenter(
      trx,
      bluegum,
      { name: 'Bluegum Kindergarten Ringwood', approvalNumber: 'SE-30020001', serviceCatId: 3, trialDaysLeft: 25 },
      now,
    );
    await addMember(trx, bluegumCenter, bluegumDirector, 'admin', stamp);

    // A trial account whose only service's trial has ended: the trial guard and its message.
    const wattle = newId();
    await trx
      .insertInto('accounts')
      .values({ id: wattle, name: 'Wattle Early Learning', stripe_customer_id: null, created_at: stamp })
      .execute();
    const { id: wattleCenter } = await insertCenter(
      trx,
      wattle,
      { name: 'Wattle Early Learning Ashfield', approvalNumber: 'SE-50030001', serviceCatId: 1, trialDaysLeft: -3 },
      now,
    );
    const wattleDirector = await insertUser(
      trx,
      {
        accountId: wattle,
        email: 'director@wattle.test',
        name: 'Sam Taylor',
        password: 'wattle-demo',
        userType: 'ADMIN',
      },
      stamp,
    );
    const wattleEducator = await insertUser(
      trx,
      { accountId: wattle, email: 'educator@wattle.test', name: 'Jo Park', password: 'wattle-demo', userType: 'USER' },
      stamp,
    );
    await addMember(trx, wattleCenter, wattleDirector, 'admin', stamp);
    await addMember(trx, wattleCenter, wattleEducator, 'member', stamp);

    await insertUser(
      trx,
      {
        accountId: null,
        email: 'super@qip.test',
        name: 'QIP Support',
        password: 'super-demo',
        userType: 'SUPER_ADMIN',
      },
      stamp,
    );

    // A mentor: no account or service of their own; reviews the requests services send.
    await insertUser(
      trx,
      {
        accountId: null,
        email: 'mentor@holisticqip.test',
        name: 'Morgan Ellis',
        password: 'mentor-demo',
        userType: 'MENTOR',
      },
      stamp,
    );
  });
  return true;
}
