/** One Server-Sent Event: its name ('message' when unnamed) and data. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream body as the HTML standard's EventSource does
 * (https://html.spec.whatwg.org/#event-stream-interpretation): fields per line, an event per blank
 * line, comments ignored, and the `id` field remembered as the last event id (`onId`) even on a
 * block without data. Resolves when the body ends; rejects when reading fails (a dropped
 * connection) or is aborted.
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
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  let event = '';
  let data: string[] = [];

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) handlers.onEvent({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    const value = colon < 0 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) handlers.onId(value);
  };

  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      handlers.onData?.();
      pending += decoder.decode(value, { stream: true });
      const lines = pending.split(/\r\n|\r|\n/);
      pending = lines.pop() ?? '';
      lines.forEach(line);
    }
  } finally {
    reader.releaseLock();
  }
}
