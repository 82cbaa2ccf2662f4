import type { FastifyInstance, InjectOptions } from 'fastify';

/** One Server-Sent Event as a client reads it. */
export interface StreamEvent {
  id: string | null;
  event: string;
  data: string;
}

/** A stream opened through `app.inject`: what it answered, what it sent so far, and how to leave. */
export interface OpenStream {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  /** Everything sent so far, as text (a refusal's JSON body once it has ended). */
  text(): string;
  events: StreamEvent[];
  /** Resolves with the first event (from the start) that matches, or fails after the timeout. */
  waitFor(match: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves once the server ended the stream. */
  ended: Promise<void>;
  /** Resolves once the server sent something, or ended the stream. */
  received: Promise<void>;
  close(): void;
}

function parseEvent(block: string): StreamEvent | null {
  let id: string | null = null;
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const [field, ...rest] = line.split(':');
    const value = rest.join(':').replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length > 0 ? { id, event, data: data.join('\n') } : null;
}

/**
 * Opens a streaming endpoint through `app.inject` (its answer resolves once the headers are sent)
 * and reads its events as they come.
 */
export async function openStream(app: FastifyInstance, request: InjectOptions): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await app.inject({ ...request, payloadAsStream: true, signal: controller.signal });
  const stream = response.stream();
  let text = '';
  let pending = '';
  const events: StreamEvent[] = [];
  const listeners = new Set<() => void>();
  let resolveEnded: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => {
    resolveEnded = resolve;
  });
  let resolveReceived: () => void = () => undefined;
  const received = new Promise<void>((resolve) => {
    resolveReceived = resolve;
  });
  void ended.then(() => resolveReceived());
  stream.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
    pending += chunk.toString('utf8');
    let split = pending.indexOf('\n\n');
    while (split >= 0) {
      const event = parseEvent(pending.slice(0, split));
      pending = pending.slice(split + 2);
      if (event) events.push(event);
      split = pending.indexOf('\n\n');
    }
    resolveReceived();
    listeners.forEach((listener) => listener());
  });
  stream.on('end', () => resolveEnded());
  stream.on('close', () => resolveEnded());
  // Closing aborts the read; that is not a failure.
  stream.on('error', () => resolveEnded());

  return {
    statusCode: response.statusCode,
    headers: response.headers,
    text: () => text,
    events,
    ended,
    received,
    waitFor(match, timeoutMs = 2000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return;
          listeners.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; the stream sent: ${text.slice(0, 1000)}`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}
