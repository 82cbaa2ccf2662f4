import type { Question } from '@qip/shared-contracts';
import type { DialectName } from '../../src/db/database';
import { createTestApp, DEMO, type TestApp } from './testApp';

export interface Tenants {
  director: string;
  educator: string;
  bluegum: string;
  viewer: string;
  directorId: string;
  /** Two Sunshine centres without demo answers (not Sunshine Newtown), and Bluegum's centre. */
  sunshineCenter: string;
  otherSunshineCenter: string;
  bluegumCenter: string;
}

/** Signs in the demo users and finds their centres. */
/** Sunshine's administrator and educator, and Bluegum's administrator (another tenant). */
const TENANT_LOGINS = {
  director: DEMO.sunshineDirector,
  educator: DEMO.sunshineEducator,
  bluegum: DEMO.bluegumDirector,
};

export async function signInTenants(t: TestApp, logins = TENANT_LOGINS): Promise<Tenants> {
  const director = await t.login(logins.director);
  const educator = await t.login(logins.educator);
  const bluegum = await t.login(logins.bluegum);
  const me = async (token: string) =>
    (await t.as(token, { method: 'GET', url: '/api/user' })).json<{ id: string; centerIds: string[] }>();
  const directorUser = await me(director);
  const bluegumUser = await me(bluegum);
  // A viewer session of the director (an administrator's 'view as' link): read-only.
  const viewer = await t.app.tokens.sign({ userId: directorUser.id, clientId: 'qip-portal', viewer: true }, 3600);
  // Sunshine Newtown carries the demo answers; tests start from centres without any.
  const newtown = await t.database.handle.db
    .selectFrom('centers')
    .select('id')
    .where('name', '=', 'Sunshine Newtown')
    .executeTakeFirst();
  const clean = directorUser.centerIds.filter((id) => id !== newtown?.id);
  return {
    director,
    educator,
    bluegum,
    viewer,
    directorId: directorUser.id,
    sunshineCenter: clean[0]!,
    otherSunshineCenter: clean[1]!,
    bluegumCenter: bluegumUser.centerIds[0]!,
  };
}

export async function listQuestions(t: TestApp, token: string, query: Record<string, string>): Promise<Question[]> {
  const response = await t.as(token, { method: 'GET', url: '/api/questions', query });
  if (response.statusCode !== 200) throw new Error(`GET /api/questions: ${response.statusCode} ${response.body}`);
  return response.json<Question[]>();
}

/**
 * Registers, for the enclosing describe, a test app on the dialect with the tenants signed in,
 * hands both to `use`, and closes the app afterwards.
 */
export function setUpTenantApp(dialect: DialectName, use: (t: TestApp, u: Tenants) => void): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(dialect);
    use(app, await signInTenants(app));
  });
  afterAll(() => app?.close());
}
