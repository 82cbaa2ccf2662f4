import { SIGN_IN_MESSAGES } from '@qip/shared-contracts';
import { testDialects } from './helpers/databases';
import { createTestApp, DEMO, type TestApp } from './helpers/testApp';
import { errorOf } from './helpers/json';

/** What a SUPER_ADMIN of the management hub gets from the portal's API: nothing. */
describe.each(testDialects())('hub accounts (SUPER_ADMIN) (%s)', (dialect) => {
  let t: TestApp;
  let superAdminId: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const row = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO.superAdmin.email)
      .executeTakeFirstOrThrow();
    superAdminId = row.id;
  });
  afterAll(() => t.close());

  const signIn = (password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'password', username: DEMO.superAdmin.email, password, client_id: 'qip-portal' },
    });

  it('gets no token: 401 with a JSON error saying the account is for the management hub', async () => {
    const response = await signIn(DEMO.superAdmin.password);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'invalid_grant',
      error_description: SIGN_IN_MESSAGES.hubAccount,
      message: 'This account is for the management hub and cannot sign in to the QIP Portal.',
    });
  });

  it('is told the password is wrong when it is, so the answer reveals nothing before the password', async () => {
    const response = await signIn('not-the-password');
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).message).toBe(SIGN_IN_MESSAGES.wrongCredentials);
  });

  it('opens nothing with a token minted earlier or elsewhere: every signed-in route answers 401', async () => {
    const token = await t.app.tokens.sign({ userId: superAdminId, clientId: 'qip-portal' }, 3600);
    for (const url of ['/api/user', '/api/categories', '/api/questions?center_id=x', '/api/nqa']) {
      const response = await t.as(token, { method: 'GET', url });
      expect([url, response.statusCode]).toEqual([url, 401]);
      expect(errorOf(response).message).toBe(SIGN_IN_MESSAGES.hubAccount);
    }
    const write = await t.as(token, {
      method: 'POST',
      url: '/api/question/comply',
      payload: { center_id: 'any', question_id: 'any', result: 1 },
    });
    expect(write.statusCode).toBe(401);
  });
});
