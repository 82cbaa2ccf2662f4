import { httpStatusOf } from './errors';

export interface RetryPolicy {
  /** Attempts after the first one. */
  retries: number;
  delayMs: number;
}

/** The spec's retry rules (section 9 of both documents). */
export const RETRY_POLICIES = {
  questions: { retries: 5, delayMs: 3000 },
  author: { retries: 3, delayMs: 3000 },
  tasks: { retries: 5, delayMs: 3000 },
  users: { retries: 3, delayMs: 3000 },
  feedbacks: { retries: 3, delayMs: 3000 },
  accountData: { retries: 3, delayMs: 3000 },
  messages: { retries: 3, delayMs: 3000 },
  /** The spec names no rule for the reports list: as the other lists, 3 more tries 3 s apart. */
  reports: { retries: 3, delayMs: 3000 },
} as const satisfies Record<string, RetryPolicy>;

/** A client error (bad input, forbidden, not found) will not go away by asking again. */
export function isRetryable(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status === null || status >= 500 || status === 408 || status === 429;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task`, and on a retryable failure runs it again up to `retries` times. */
export async function withRetry<T>(
  task: () => Promise<T>,
  policy: RetryPolicy,
  shouldRetry: (error: unknown) => boolean = isRetryable,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= policy.retries || !shouldRetry(error)) throw error;
      await wait(policy.delayMs);
    }
  }
}
