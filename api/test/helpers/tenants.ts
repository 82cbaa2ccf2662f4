import { UserSchema } from '@qip/shared-contracts';
import type { DialectName } from '../../src/db/database';
import { jsonOf } from './json';
import { createTestApp, DEMO, type TestApp, type TestAppOptions } from './testApp';

/**
 * Two tenants of the demo seed, signed in: Sunshine (an administrator and an educator, a member)
 * and Bluegum (an administrator of another account). Tokens, user ids and the centres tests use.
 */
export interface Tenants {
  director: string;
  educator: string;
  bluegum: string;
  /** A viewer session of the director (an administrator's 'view as' link): read-only. */
  viewer: string;
  directorId: string;
  educatorId: string;
  bluegumId: string;
  /**
   * Two Sunshine centres without demo answers (not Sunshine Newtown), each put on a live trial so
   * their QIP can be changed (their seeded statuses block writes) unless the app keeps the seeded
   * statuses, and Bluegum's centre.
   */
  sunshineCenter: string;
  otherSunshineCenter: string;
  bluegumCenter: string;
  /** Sunshine Paddington (a paid subscription) and Sunshine Newtown (the demo answers). */
  paddington: string;
  newtown: string;
}

/** A centre's id by its demo name. */
export async function centerIdByName(t: TestApp, name: string): Promise<string> {
  const row = await t.app.db.selectFrom('centers').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Puts a centre on a trial with a year left and no paid subscription: its QIP may be changed. */
export async function giveLiveTrial(t: TestApp, centerId: string): Promise<void> {
  await t.app.db.deleteFrom('subscriptions').where('center_id', '=', centerId).execute();
  await t.app.db
    .updateTable('centers')
    .set({ trial_ends_at: new Date(Date.now() + YEAR_MS).toISOString() })
    .where('id', '=', centerId)
    .execute();
}

/** Signs in the demo tenants through the real token endpoint and finds their ids and centres. */
export async function signInTenants(t: TestApp): Promise<Tenants> {
  const director = await t.login(DEMO.sunshineDirector);
  const educator = await t.login(DEMO.sunshineEducator);
  const bluegum = await t.login(DEMO.bluegumDirector);
  const me = async (token: string) => jsonOf(await t.as(token, { method: 'GET', url: '/api/user' }), UserSchema);
  const directorUser = await me(director);
  const bluegumUser = await me(bluegum);
  const viewer = await t.app.tokens.sign({ userId: directorUser.id, clientId: 'qip-portal', viewer: true }, 3600);
  // Sunshine Newtown carries the demo answers; tests start from centres without any.
  const newtown = await centerIdByName(t, 'Sunshine Newtown');
  const clean = directorUser.centerIds.filter((id) => id !== newtown);
  if (!t.keepSeededStatuses) {
    await giveLiveTrial(t, clean[0]!);
    await giveLiveTrial(t, clean[1]!);
  }
  return {
    director,
    educator,
    bluegum,
    viewer,
    directorId: directorUser.id,
    educatorId: (await me(educator)).id,
    bluegumId: bluegumUser.id,
    sunshineCenter: clean[0]!,
    otherSunshineCenter: clean[1]!,
    bluegumCenter: bluegumUser.centerIds[0]!,
    paddington: await centerIdByName(t, 'Sunshine Paddington'),
    newtown,
  };
}

/**
 * Registers, for the enclosing describe, a test app on the dialect with the tenants signed in,
 * hands both to `use`, and closes the app afterwards. Options given as a function are read when
 * the app is made (after earlier beforeAll hooks, such as starting a fake server).
 */
export function setUpTenantApp(
  dialect: DialectName,
  use: (t: TestApp, u: Tenants) => void,
  options: TestAppOptions | (() => TestAppOptions) = {},
): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(dialect, typeof options === 'function' ? options() : options);
    use(app, await signInTenants(app));
  });
  afterAll(() => app?.close());
}
