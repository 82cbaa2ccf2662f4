import { UserSchema } from '@qip/shared-contracts';
import { testDialects } from './helpers/databases';
import { setUpTenantApp, type Tenants } from './helpers/tenants';
import type { TestApp } from './helpers/testApp';
import { errorOf, jsonOf } from './helpers/json';

describe.each(testDialects())('users (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;

  setUpTenantApp(dialect, (app, tenants) => {
    t = app;
    u = tenants;
  });

  it('GET /api/user answers the signed-in user with their account and centres', async () => {
    const response = await t.as(u.director, { method: 'GET', url: '/api/user' });
    expect(response.statusCode).toBe(200);
    const user = jsonOf(response, UserSchema);
    expect(user).toMatchObject({
      email: 'director@sunshine.test',
      name: 'Dana Whitfield',
      userType: 'ADMIN',
      role: 'admin',
      accountName: 'Sunshine Early Learning',
      stripeId: 'cus_demo_sunshine',
      adminId: user.id,
    });
    expect(user.centerIds).toHaveLength(6);
    expect(user).not.toHaveProperty('password_hash');
  });

  it('a member sees their administrator as adminId', async () => {
    const user = jsonOf(await t.as(u.educator, { method: 'GET', url: '/api/user' }), UserSchema);
    expect(user).toMatchObject({ userType: 'USER', role: 'member', adminId: u.directorId });
  });

  it('GET /api/user/{id} answers yourself', async () => {
    const response = await t.as(u.educator, { method: 'GET', url: `/api/user/${u.educatorId}` });
    expect(response.statusCode).toBe(200);
    expect(jsonOf(response, UserSchema).email).toBe('educator@sunshine.test');
  });

  it('an administrator sees a user of their centres', async () => {
    const response = await t.as(u.director, { method: 'GET', url: `/api/user/${u.educatorId}` });
    expect(response.statusCode).toBe(200);
    expect(jsonOf(response, UserSchema).email).toBe('educator@sunshine.test');
  });

  it('a member cannot see another user, even of the same centre (403)', async () => {
    const response = await t.as(u.educator, { method: 'GET', url: `/api/user/${u.directorId}` });
    expect(response.statusCode).toBe(403);
  });

  it('an administrator of another account cannot see these users (403)', async () => {
    const response = await t.as(u.bluegum, { method: 'GET', url: `/api/user/${u.directorId}` });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).message).toBe('You can only see yourself and the users of services you administer.');
  });

  it('an unknown id is refused without saying whether it exists', async () => {
    const response = await t.as(u.director, { method: 'GET', url: '/api/user/no-such-user' });
    expect(response.statusCode).toBe(403);
  });
});
