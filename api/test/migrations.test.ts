import { sql } from 'kysely';
import { appliedMigrationCount, migrateToLatest } from '../src/db/database';
import { migrations } from '../src/db/migrations';
import { seedDemoData } from '../src/seed/demo';
import { createTestDatabase, testDialects } from './helpers/databases';

describe.each(testDialects())('migrations and seed (%s)', (dialect) => {
  it('apply every migration on an empty database, and again without change', async () => {
    const database = await createTestDatabase(dialect);
    try {
      expect(await migrateToLatest(database.handle.db)).toBe(Object.keys(migrations).length);
      expect(await migrateToLatest(database.handle.db)).toBe(Object.keys(migrations).length);
    } finally {
      await database.drop();
    }
  });

  it('count no migration on an empty database, and every one once applied', async () => {
    const database = await createTestDatabase(dialect);
    try {
      expect(await appliedMigrationCount(database.handle.db)).toBe(0);
      await migrateToLatest(database.handle.db);
      expect(await appliedMigrationCount(database.handle.db)).toBe(Object.keys(migrations).length);
    } finally {
      await database.drop();
    }
  });

  it('refuse to start on a database whose migrations ran out of order, as kysely does', async () => {
    const database = await createTestDatabase(dialect);
    try {
      await migrateToLatest(database.handle.db);
      // The first migration recorded as the last to run.
      await sql`update kysely_migration set timestamp = ${'2999-01-01T00:00:00.000Z'} where name = ${'0001_accounts_users_centers'}`.execute(
        database.handle.db,
      );
      await expect(migrateToLatest(database.handle.db)).rejects.toThrow(/corrupted migrations/);
    } finally {
      await database.drop();
    }
  });

  it('seed the demo accounts once, on an empty database only', async () => {
    const database = await createTestDatabase(dialect);
    try {
      await migrateToLatest(database.handle.db);
      expect(await seedDemoData(database.handle.db)).toBe(true);
      expect(await seedDemoData(database.handle.db)).toBe(false);
      const users = await database.handle.db
        .selectFrom('users')
        .select(['email', 'user_type'])
        .orderBy('email')
        .execute();
      expect(users).toEqual([
        { email: 'director@bluegum.test', user_type: 'ADMIN' },
        { email: 'director@sunshine.test', user_type: 'ADMIN' },
        { email: 'director@wattle.test', user_type: 'ADMIN' },
        { email: 'educator@sunshine.test', user_type: 'USER' },
        { email: 'educator@wattle.test', user_type: 'USER' },
        { email: 'mentor@holisticqip.test', user_type: 'MENTOR' },
        { email: 'super@qip.test', user_type: 'SUPER_ADMIN' },
      ]);
      const centers = await database.handle.db.selectFrom('centers').select('name').execute();
      expect(centers).toHaveLength(8);
    } finally {
      await database.drop();
    }
  });
});
