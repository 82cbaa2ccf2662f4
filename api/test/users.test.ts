import { testDialects } from './helpers/databases';
import { createTestApp, DEMO, type TestApp } from './helpers/testApp';

describe.each(testDialects())('users (%s)', (dialect) => {
  let t: TestApp;
  let director: string;
  let educator: string;
  let bluegum: string;
  let ids: { director: string; educator: string; bluegum: string };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    director = await t.login(DEMO.sunshineDirector);
    educator = await t.login(DEMO.sunshineEducator);
    bluegum = await t.login(DEMO.bluegumDirector);
    const idOf = async (token: string) => (await t.as(token, { method: 'GET', url: '/api/user' })).json().id as string;
    ids = { director: await idOf(director), educator: await idOf(educator), bluegum: await idOf(bluegum) };
  });
  afterAll(() => t.close());

  it('GET /api/user answers the signed-in user with their account and centres', async () => {
    const response = await t.as(director, { method: 'GET', url: '/api/user' });
    expect(response.statusCode).toBe(200);
    const user = response.json();
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
    const user = (await t.as(educator, { method: 'GET', url: '/api/user' })).json();
    expect(user).toMatchObject({ userType: 'USER', role: 'member', adminId: ids.director });
  });

  it('GET /api/user/{id} answers yourself', async () => {
    const response = await t.as(educator, { method: 'GET', url: `/api/user/${ids.educator}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe('educator@sunshine.test');
  });

  it('an administrator sees a user of their centres', async () => {
    const response = await t.as(director, { method: 'GET', url: `/api/user/${ids.educator}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe('educator@sunshine.test');
  });

  it('a member cannot see another user, even of the same centre (403)', async () => {
    const response = await t.as(educator, { method: 'GET', url: `/api/user/${ids.director}` });
    expect(response.statusCode).toBe(403);
  });

  it('an administrator of another account cannot see these users (403)', async () => {
    const response = await t.as(bluegum, { method: 'GET', url: `/api/user/${ids.director}` });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You can only see yourself and the users of services you administer.');
  });

  it('an unknown id is refused without saying whether it exists', async () => {
    const response = await t.as(director, { method: 'GET', url: '/api/user/no-such-user' });
    expect(response.statusCode).toBe(403);
  });
});
