import { UserCentersSubscriptionSchema } from '@qip/shared-contracts';
import { testDialects } from './helpers/databases';
import { setUpTenantApp, type Tenants } from './helpers/tenants';
import type { TestApp } from './helpers/testApp';
import { jsonOf } from './helpers/json';

describe.each(testDialects())('GET /api/user/{id}/centers/subscription (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;
  const seededAt = new Date();

  setUpTenantApp(
    dialect,
    (app, tenants) => {
      t = app;
      u = tenants;
    },
    { now: () => seededAt, keepSeededStatuses: true },
  );

  const fetchFor = (token: string, userId: string) =>
    t.as(token, { method: 'GET', url: `/api/user/${userId}/centers/subscription` });
  const subscriptionsOf = async (token: string, userId: string) =>
    jsonOf(await fetchFor(token, userId), UserCentersSubscriptionSchema);

  it('lists the six demo services with their status, active first, then notoverdue, then the rest', async () => {
    const response = await fetchFor(u.director, u.directorId);
    expect(response.statusCode).toBe(200);
    const centers = jsonOf(response, UserCentersSubscriptionSchema).user_centers;
    expect(centers.map((center) => [center.name, center.status])).toEqual([
      ['Sunshine Newtown', 'active'],
      ['Sunshine Paddington', 'active'],
      ['Sunshine Marrickville', 'notoverdue'],
      ['Sunshine Balmain', 'subscribe'],
      ['Sunshine Glebe', 'overdue'],
      ['Sunshine Leichhardt', 'resubscribe'],
    ]);
  });

  it('gives remaining trial days as diffTime and flags the recently failed payment', async () => {
    const centers = (await subscriptionsOf(u.director, u.directorId)).user_centers;
    const byName = Object.fromEntries(centers.map((center) => [center.name, center]));
    expect(byName['Sunshine Newtown']).toMatchObject({ diffTime: 20, hasSub: false, redirectPaymentFailed: false });
    expect(byName['Sunshine Paddington']).toMatchObject({ diffTime: 20, hasSub: true });
    expect(byName['Sunshine Marrickville']).toMatchObject({ diffTime: 4, redirectPaymentFailed: true });
    expect(byName['Sunshine Balmain']).toMatchObject({ diffTime: -5, hasSub: false });
    expect(byName['Sunshine Glebe']?.diffTime).toBeLessThanOrEqual(0);
    expect(byName['Sunshine Newtown']?.trialEndDate).toMatch(/^\d{2}-\d{2}-\d{4}$/);
  });

  it('answers the user and the paid products in the provider shape', async () => {
    const body = await subscriptionsOf(u.director, u.directorId);
    expect(body.user_details).toMatchObject({ id: u.directorId, stripeId: 'cus_demo_sunshine' });
    expect(body.products).toHaveLength(4);
    const mentoring = body.products.find((product) => product.center_name === 'Sunshine Paddington')!;
    expect(mentoring).toMatchObject({
      product: 'QIP Portal + Mentoring',
      subscription: { status: 'active', plan: { amount: 19700, interval: 'month' }, canceled_at: null },
    });
    expect(mentoring.subscription.current_period_end).toBeGreaterThan(mentoring.subscription.current_period_start);
  });

  it('a member gets their own services, each with their role', async () => {
    const centers = (await subscriptionsOf(u.educator, u.educatorId)).user_centers;
    expect(centers).toHaveLength(6);
    expect(new Set(centers.map((center) => center.role))).toEqual(new Set(['member']));
  });

  it("refuses another account's administrator (403)", async () => {
    const response = await fetchFor(u.bluegum, u.directorId);
    expect(response.statusCode).toBe(403);
  });

  it('refuses a member asking for their administrator (403)', async () => {
    expect((await fetchFor(u.educator, u.directorId)).statusCode).toBe(403);
  });

  it('needs a token (401)', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/user/${u.directorId}/centers/subscription` });
    expect(response.statusCode).toBe(401);
  });
});
