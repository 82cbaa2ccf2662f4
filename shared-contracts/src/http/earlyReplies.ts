/**
 * A GET the page's first script sent with `fetch` before the API client had loaded (the shell's
 * bootstrap asks for the stored session's user and services while the portal's script is still
 * arriving). The client takes it, once, for the same address and token instead of asking again.
 */
export interface EarlyReply {
  url: string;
  accessToken: string;
  /** When it was sent (Date.now()): a reply not taken within EARLY_REPLY_MS is not used. */
  sentAt?: number;
  /** The status and JSON body, or null when nothing usable came (the client then asks itself). */
  reply: Promise<{ status: number; body: unknown } | null>;
}

/**
 * How long an early reply may be taken: it is for the page being opened, not for the same page
 * opened again later (it would show the data as it was then).
 */
export const EARLY_REPLY_MS = 30_000;

/** Sends a GET of `url` with the bearer token at once. */
export function requestEarly(url: string, accessToken: string, send: typeof fetch = fetch): EarlyReply {
  const reply = Promise.resolve()
    .then(() => send(url, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } }))
    .then(async (response) => ({ status: response.status, body: (await response.json()) as unknown }))
    .catch(() => null);
  return { url, accessToken, reply, sentAt: Date.now() };
}

/** A read to send early; `then` gives the reads its successful reply's body leads to (the next step of a page's chain). */
export interface FirstRead {
  url: string;
  then?: (body: unknown) => FirstRead[];
}

/**
 * Sends `reads` with the token and puts them on `into`, the API client's list; the reads their
 * replies lead to go on it as each reply comes (before anyone is handed the reply). A read
 * already waiting on the list is not sent again (the first script and the portal's start may both
 * know the page).
 */
export function sendFirstReads(
  reads: readonly FirstRead[],
  accessToken: string,
  into: EarlyReply[],
  send: typeof fetch = fetch,
): void {
  for (const read of reads) {
    if (into.some((early) => early.url === read.url && early.accessToken === accessToken)) continue;
    const early = requestEarly(read.url, accessToken, send);
    into.push(early);
    const next = read.then;
    if (next) {
      void early.reply.then((answer) => {
        if (answer && answer.status >= 200 && answer.status < 300)
          sendFirstReads(next(answer.body), accessToken, into, send);
      });
    }
  }
}

/** The successful body of the early reply for `url` and `accessToken`, taken once; undefined otherwise. */
export async function takeEarlyReply(
  replies: EarlyReply[],
  url: string,
  accessToken: string | null,
  now = Date.now(),
): Promise<{ body: unknown } | undefined> {
  // Replies too old to use are dropped as they are met.
  for (let index = replies.length - 1; index >= 0; index -= 1) {
    const sentAt = replies[index]!.sentAt;
    if (sentAt !== undefined && now - sentAt > EARLY_REPLY_MS) replies.splice(index, 1);
  }
  const index = replies.findIndex((early) => early.url === url && early.accessToken === accessToken);
  if (index < 0) return undefined;
  const [early] = replies.splice(index, 1);
  const answer = await early!.reply;
  // A refusal or a failure is asked again through the client, which handles it (a 401 signs out).
  return answer && answer.status >= 200 && answer.status < 300 ? { body: answer.body } : undefined;
}
