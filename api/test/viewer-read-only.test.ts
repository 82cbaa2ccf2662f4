import { LaunchLinkSchema, LaunchSessionSchema } from '@qip/shared-contracts';
import { testDialects } from './helpers/databases';
import { setUpTenantApp, type Tenants } from './helpers/tenants';
import { jsonOf } from './helpers/json';
import { HUB_SECRET, type TestApp } from './helpers/testApp';

const hubAuth = `Basic ${Buffer.from(`qip-hub:${HUB_SECRET}`).toString('base64')}`;

describe.each(testDialects())('a viewer session is read-only across the API (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;
  let viewer: string;

  setUpTenantApp(dialect, (app, tenants) => {
    t = app;
    u = tenants;
  });
  beforeAll(async () => {
    // A real viewer session: the hub mints a view-only link and the launch screen opens it.
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/launch-links',
      headers: { authorization: hubAuth },
      payload: { user_id: u.directorId, viewer: true },
    });
    const query = Object.fromEntries(new URL(jsonOf(link, LaunchLinkSchema).url).searchParams.entries());
    const session = await t.app.inject({ method: 'POST', url: '/api/launch/session', payload: query });
    viewer = jsonOf(session, LaunchSessionSchema).accessToken;
  });

  it('reads like any session', async () => {
    expect((await t.as(viewer, { method: 'GET', url: '/api/user' })).statusCode).toBe(200);
    const services = await t.as(viewer, { method: 'GET', url: `/api/user/${u.directorId}/centers/subscription` });
    expect(services.statusCode).toBe(200);
  });

  it.each([
    ['POST', '/api/notifications/service/request'],
    ['POST', '/api/launch-links'],
    ['PUT', '/api/user/anyone'],
    ['PATCH', '/api/anything'],
    ['DELETE', '/api/tasks/42'],
    ['POST', '/api/a-route-added-later'],
  ] as const)('refuses %s %s with 403, whatever the route', async (method, url) => {
    const response = await t.as(viewer, { method, url, payload: { center_id: u.paddington } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      statusCode: 403,
      message: 'You are viewing this service as another user, so nothing can be changed.',
    });
  });

  it('changes nothing: a refused service request is not stored', async () => {
    await t.as(viewer, {
      method: 'POST',
      url: '/api/notifications/service/request',
      payload: {
        center_id: u.paddington,
        user_id: u.directorId,
        fname: 'A',
        lname: 'B',
        email: 'a@b.co',
        current_service_name: 'x',
        current_service_approval_number: 'x',
        new_service_name: 'x',
        new_service_approval_number: 'x',
        new_service_type: 'OOSH',
      },
    });
    const stored = await t.app.db.selectFrom('service_requests').selectAll().execute();
    expect(stored).toEqual([]);
  });

  it('the same user with an ordinary session may write', async () => {
    const response = await t.as(u.director, {
      method: 'POST',
      url: '/api/notifications/service/request',
      payload: {
        center_id: u.paddington,
        user_id: u.directorId,
        fname: 'Dana',
        lname: 'Whitfield',
        email: 'director@sunshine.test',
        current_service_name: 'Sunshine Paddington',
        current_service_approval_number: 'SE-40012001',
        new_service_name: 'Sunshine Surry Hills',
        new_service_approval_number: 'SE-1',
        new_service_type: 'OOSH',
      },
    });
    expect(response.statusCode).toBe(201);
  });
});
