import type { TestApp } from './testApp';

/**
 * Waits until no report is being made: a report is made in the background after POST
 * /api/report answers, and a test that compares the database must not see it move on.
 */
export async function reportsSettled(t: TestApp, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const busy = await t.app.db
      .selectFrom('reports')
      .select('id')
      .where('status', '=', 'generating')
      .executeTakeFirst();
    if (!busy) return;
    if (Date.now() > until) throw new Error('a report was still being made after a minute');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
