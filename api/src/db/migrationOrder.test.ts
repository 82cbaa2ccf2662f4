import { byMigrationName } from './database';
import { migrations } from './migrations';

describe('byMigrationName', () => {
  it('orders every pair of migrations as localeCompare does', () => {
    const names = Object.keys(migrations);
    for (const a of names) {
      for (const b of names) expect(Math.sign(byMigrationName(a, b))).toBe(Math.sign(a.localeCompare(b)));
    }
  });
});
