import { sql } from 'kysely';
import { appliedMigrationCount, migrateToLatest } from '../src/db/database';
import { migrations } from '../src/db/migrations';
import { seedDemoData } from '../src/seed/demo';
import { testDialects, withTestDatabase } from './helpers/databases';

describe.each(testDialects())('migrations and seed (%s)', (dialect) => {
  it('apply every migration on an empty database, and again without change', async () => {
    await withTestDatabase(dialect, async (db) => {
      expect(await migrateToLatest(db)).toBe(Object.keys(migrations).length);
      expect(await migrateToLatest(db)).toBe(Object.keys(migrations).length);
    });
  });

  it('count no migration on an empty database, and every one once applied', async () => {
    await withTestDatabase(dialect, async (db) => {
      expect(await appliedMigrationCount(db)).toBe(0);
      await migrateToLatest(db);
      expect(await appliedMigrationCount(db)).toBe(Object.keys(migrations).length);
    });
  });

  it('refuse to start on a database whose migrations ran out of order, as kysely does', async () => {
    await withTestDatabase(dialect, async (db) => {
      await migrateToLatest(db);
      // The first migration recorded as the last to run.
      await sql`update kysely_migration set timestamp = ${'2999-01-01T00:00:00.000Z'} where name = ${'0001_accounts_users_centers'}`.execute(
        db,
      );
      await expect(migrateToLatest(db)).rejects.toThrow(/corrupted migrations/);
    });
  });

  it('seed the demo accounts once, on an empty database only', async () => {
    await withTestDatabase(dialect, async (db) => {
      await migrateToLatest(db);
      expect(await seedDemoData(db)).toBe(true);
      expect(await seedDemoData(db)).toBe(false);
      const users = await db.selectFrom('users').select(['email', 'user_type']).orderBy('email').execute();
      expect(users).toEqual([
        { email: 'director@bluegum.test', user_type: 'ADMIN' },
        { email: 'director@sunshine.test', user_type: 'ADMIN' },
        { email: 'director@wattle.test', user_type: 'ADMIN' },
        { email: 'educator@sunshine.test', user_type: 'USER' },
        { email: 'educator@wattle.test', user_type: 'USER' },
        { email: 'mentor@holisticqip.test', user_type: 'MENTOR' },
        { email: 'super@qip.test', user_type: 'SUPER_ADMIN' },
      ]);
      const centers = await db.selectFrom('centers').select('name').execute();
      expect(centers).toHaveLength(8);
    });
  });
});
