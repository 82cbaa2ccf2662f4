import type { Endpoint } from '@qip/shared-contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { openStream } from '../helpers/eventStream';

/** What the gates read of an answer. */
export interface GateResponse {
  statusCode: number;
  body: string;
  json(): unknown;
}

/** How long the gates wait for a stream's first chunk. */
const FIRST_CHUNK_MS = 5000;

/**
 * Calls an endpoint through `app.inject`. A streaming endpoint (`stream: 'events'`) stays open
 * while it succeeds: its status and what it sent first are read, then the gate hangs up; a
 * refusal ends at once with its JSON body, as any other answer.
 */
export async function injectEndpoint(
  app: FastifyInstance,
  endpoint: Endpoint,
  request: InjectOptions,
): Promise<GateResponse> {
  if (!endpoint.stream) return app.inject(request);
  const stream = await openStream(app, request);
  if (stream.statusCode >= 300) await stream.ended;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    stream.received,
    new Promise((resolve) => {
      timer = setTimeout(resolve, FIRST_CHUNK_MS);
    }),
  ]);
  clearTimeout(timer);
  stream.close();
  const body = stream.text();
  return { statusCode: stream.statusCode, body, json: () => JSON.parse(body) as unknown };
}
