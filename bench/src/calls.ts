// Pure reading of the API calls a page made: each listed once with its count, repeats flagged.
import type { ApiCall } from './bare/config';

const keyOf = (call: ApiCall) => `${call.method} ${call.url}`;

function counted(calls: readonly ApiCall[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const call of calls) counts.set(keyOf(call), (counts.get(keyOf(call)) ?? 0) + 1);
  return counts;
}

/** The calls made more than once ('METHOD url'). */
export function callsMadeTwice(calls: readonly ApiCall[]): string[] {
  return [...counted(calls)].filter(([, count]) => count > 1).map(([key]) => key);
}

/** One line per distinct call in the order first made, repeats marked '×n  MORE THAN ONCE'. */
export function describeCalls(calls: readonly ApiCall[]): string[] {
  return [...counted(calls)].map(([key, count]) => (count > 1 ? `${key}  ×${count}  MORE THAN ONCE` : key));
}
