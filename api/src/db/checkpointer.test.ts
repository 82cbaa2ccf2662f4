import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from './database';

describe('the SQLite checkpointer', () => {
  it("copies committed pages into the database file from its own thread, long before SQLite's own checkpoint would", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'qip-checkpointer-'));
    const database = openDatabase({ databaseUrl: null, dataDir });
    try {
      const file = path.join(dataDir, 'qip.sqlite');
      await sql`create table filler (text text)`.execute(database.db);
      // About 100 pages: far below the API connection's own checkpoint (4000 pages).
      await sql`insert into filler values (${'x'.repeat(400_000)})`.execute(database.db);
      const before = statSync(file).size;
      const deadline = Date.now() + 10_000;
      while (statSync(file).size < before + 400_000 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(statSync(file).size).toBeGreaterThanOrEqual(before + 400_000);
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
