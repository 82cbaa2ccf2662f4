import { createParser } from 'eventsource-parser';

/** One Server-Sent Event: its name ('message' when unnamed) and data. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream body as EventSource does, with `eventsource-parser` doing the
 * parsing (fields per line, an event per blank line, comments ignored); an event's `id` is
 * passed on as the last event id before the event itself. We read with fetch rather than
 * EventSource so the session's bearer token goes in a header. Resolves when the body ends;
 * rejects when reading fails (a dropped connection) or is aborted.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  handlers: {
    onEvent: (event: ServerSentEvent) => void;
    onId: (id: string) => void;
    /** Something arrived (a comment too): the stream is alive. */
    onData?: () => void;
  },
): Promise<void> {
  const parser = createParser({
    onEvent: (message) => {
      if (message.id !== undefined) handlers.onId(message.id);
      handlers.onEvent({ event: message.event ?? 'message', data: message.data });
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      handlers.onData?.();
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    reader.releaseLock();
  }
}
