import { randomUUID } from 'node:crypto';
import { AccountServicesSchema, SERVICE_REMOVAL_MESSAGES, NqaProgressSchema } from '@qip/shared-contracts';
import { testDialects } from './helpers/databases';
import { errorOf, jsonOf } from './helpers/json';
import { setUpTenantApp, type Tenants } from './helpers/tenants';
import type { TestApp } from './helpers/testApp';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new service of the director's account (the director its administrator, the educator a member). */
async function newService(
  t: TestApp,
  u: Tenants,
  name: string,
  subscription: { status: string; cancelAt?: string | null } | null = null,
): Promise<string> {
  const db = t.app.db;
  const id = randomUUID();
  const now = new Date().toISOString();
  const { account_id } = await db
    .selectFrom('users')
    .select('account_id')
    .where('id', '=', u.directorId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('centers')
    .values({
      id,
      account_id: account_id ?? '',
      name,
      approval_number: null,
      service_cat_id: 1,
      has_qip: 1,
      trial_ends_at: new Date(Date.now() - 100 * DAY_MS).toISOString(),
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('center_users')
    .values([
      { center_id: id, user_id: u.directorId, role: 'admin', created_at: now },
      { center_id: id, user_id: u.educatorId, role: 'member', created_at: now },
    ])
    .execute();
  if (subscription) {
    await db
      .insertInto('subscriptions')
      .values({
        id: randomUUID(),
        center_id: id,
        provider: 'local',
        provider_subscription_id: `sub_${id}`,
        product_name: 'QIP Portal',
        status: subscription.status,
        amount_cents: 9700,
        interval: 'month',
        current_period_start: new Date(Date.now() - 40 * DAY_MS).toISOString(),
        current_period_end: new Date(Date.now() - 10 * DAY_MS).toISOString(),
        canceled_at: subscription.status === 'canceled' ? now : null,
        created_at: now,
        updated_at: now,
        price_id: 'portal_monthly',
        cancel_at: subscription.cancelAt ?? null,
        started_at: new Date(Date.now() - 300 * DAY_MS).toISOString(),
      })
      .execute();
  }
  return id;
}

describe.each(testDialects())('the services list and removing a service (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;

  setUpTenantApp(
    dialect,
    (app, tenants) => {
      t = app;
      u = tenants;
    },
    { keepSeededStatuses: true },
  );

  const list = async (token: string) =>
    jsonOf(await t.as(token, { method: 'GET', url: '/api/services' }), AccountServicesSchema);

  it("lists the administrator's services with status, plan, renewal, users and QIP progress", async () => {
    const { services, accountServices } = await list(u.director);
    expect(services.map((service) => service.name)).toEqual(
      expect.arrayContaining(['Sunshine Paddington', 'Sunshine Newtown', 'Sunshine Marrickville', 'Sunshine Balmain']),
    );
    expect(accountServices).toBe(services.length);
    // Active first, then notoverdue, then the rest (the switcher's order).
    expect(services[0]?.status).toBe('active');

    const paddington = services.find((service) => service.name === 'Sunshine Paddington');
    expect(paddington).toMatchObject({
      role: 'admin',
      status: 'active',
      subscriptionType: 'Portal + Mentoring, monthly',
      priceId: 'mentoring_monthly',
      subscriptionStatus: 'active',
      cancelPending: false,
    });
    expect(paddington?.users).toBeGreaterThanOrEqual(2);
    expect(paddington?.renewsOn).not.toBeNull();

    const balmain = services.find((service) => service.name === 'Sunshine Balmain');
    expect(balmain).toMatchObject({ status: 'subscribe', subscriptionType: 'Trial ended', subscriptionStatus: null });
    const marrickville = services.find((service) => service.name === 'Sunshine Marrickville');
    expect(marrickville).toMatchObject({ status: 'notoverdue', subscriptionStatus: 'past_due' });

    // The percent is the dashboard's total.
    const newtown = services.find((service) => service.name === 'Sunshine Newtown');
    const progress = jsonOf(
      await t.as(u.director, { method: 'GET', url: `/api/centers/${u.newtown}/nqa-progress` }),
      NqaProgressSchema,
    );
    expect(newtown?.qipCompleted).toBe(progress.totalProgress);
    expect(newtown?.qipCompleted).toBeGreaterThan(0);
  });

  it("lists a member's services with their role", async () => {
    const { services } = await list(u.educator);
    expect(services.length).toBeGreaterThan(0);
    expect(services.find((service) => service.id === u.paddington)?.role).toBe('member');
  });

  it('refuses members (403) and another account (403), and removes nothing', async () => {
    const id = await newService(t, u, 'Sunshine Refused');
    const asMember = await t.as(u.educator, { method: 'DELETE', url: `/api/services/${id}` });
    expect(asMember.statusCode).toBe(403);
    expect(errorOf(asMember).message).toBe(SERVICE_REMOVAL_MESSAGES.adminOnly);
    const asOther = await t.as(u.bluegum, { method: 'DELETE', url: `/api/services/${id}` });
    expect(asOther.statusCode).toBe(403);
    const unknown = await t.as(u.director, { method: 'DELETE', url: `/api/services/${randomUUID()}` });
    expect(unknown.statusCode).toBe(403);
    expect(await t.app.db.selectFrom('centers').select('id').where('id', '=', id).executeTakeFirst()).toBeDefined();
  });

  it('asks to cancel a live subscription first (409), also one whose payment failed', async () => {
    const paddington = await t.as(u.director, { method: 'DELETE', url: `/api/services/${u.paddington}` });
    expect(paddington.statusCode).toBe(409);
    expect(errorOf(paddington).message).toBe(SERVICE_REMOVAL_MESSAGES.liveSubscription);
    const failed = await newService(t, u, 'Sunshine Past Due', { status: 'past_due' });
    const answer = await t.as(u.director, { method: 'DELETE', url: `/api/services/${failed}` });
    expect(answer.statusCode).toBe(409);
    const pending = await newService(t, u, 'Sunshine Ending', {
      status: 'active',
      cancelAt: new Date(Date.now() + 10 * DAY_MS).toISOString(),
    });
    const waiting = await t.as(u.director, { method: 'DELETE', url: `/api/services/${pending}` });
    expect(waiting.statusCode).toBe(409);
    expect(errorOf(waiting).message).toBe(SERVICE_REMOVAL_MESSAGES.cancellationPending);
  });

  it("never removes an account's last service (409)", async () => {
    const answer = await t.as(u.bluegum, { method: 'DELETE', url: `/api/services/${u.bluegumCenter}` });
    expect(answer.statusCode).toBe(409);
    expect(errorOf(answer).message).toBe(SERVICE_REMOVAL_MESSAGES.lastService);
  });

  it('removes a service whose subscription has ended, with its data and files; it leaves every list', async () => {
    const id = await newService(t, u, 'Sunshine Closing', { status: 'canceled' });
    const key = `reports/${id}/${randomUUID()}.pdf`;
    await t.app.storage.put(key, Buffer.from('%PDF-1.4'), { contentType: 'application/pdf' });
    await t.app.db
      .insertInto('reports')
      .values({
        id: randomUUID(),
        center_id: id,
        user_id: u.directorId,
        report_label: 'Old report',
        type: 1,
        filters: 'NQA1',
        format: 'pdf',
        status: 'ready',
        percent: 100,
        step: 'Ready',
        file_key: key,
        file_name: 'Old report.pdf',
        size_bytes: 8,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();

    const answer = await t.as(u.director, { method: 'DELETE', url: `/api/services/${id}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ok: true });
    expect(await t.app.db.selectFrom('centers').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    expect(await t.app.db.selectFrom('reports').select('id').where('center_id', '=', id).execute()).toEqual([]);
    expect(await t.app.storage.get(key)).toBeNull();
    expect((await list(u.director)).services.map((service) => service.id)).not.toContain(id);
    expect((await list(u.educator)).services.map((service) => service.id)).not.toContain(id);
  });

  it('needs a token (401)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/services' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/services/${u.paddington}` })).statusCode).toBe(401);
  });
});
