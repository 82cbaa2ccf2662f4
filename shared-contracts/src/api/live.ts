import { z } from 'zod';
import { DATA_ENTITIES } from '../events/portalEvents';
import { defineEndpoint } from '../http/endpoint';
import { DateTimeSchema, IdSchema } from './common';

/** The data one area changes that another area shows (PortalEvents' DataEntity). */
export const DataEntitySchema = z.enum(DATA_ENTITIES);

/** One change to a centre's data, as the live stream sends it (the SSE event's data). */
export const LiveChangeEventSchema = z.object({
  /** Increases with every change of the database: the stream's event id (Last-Event-ID). */
  id: z.number().int().min(1),
  centerId: IdSchema,
  entity: DataEntitySchema,
  /** Who made the change. */
  by: z.object({ id: IdSchema, name: z.string() }),
  at: DateTimeSchema,
  /** What changed, when the change says ('1.3.2'). */
  summary: z.string().nullable(),
});
export type LiveChangeEvent = z.infer<typeof LiveChangeEventSchema>;

/** How often the stream sends a comment so proxies and the browser keep it open. */
export const LIVE_HEARTBEAT_MS = 15_000;

export const LiveQuerySchema = z.object({ center_id: IdSchema });

export const liveEndpoints = {
  changes: defineEndpoint({
    method: 'GET',
    path: '/api/live',
    access: 'user',
    summary:
      "A stream (Server-Sent Events) of the changes made to a centre's data by its users: event 'change' " +
      "with a LiveChangeEvent, 'resync' when the changes since Last-Event-ID are no longer kept, and a " +
      'comment every 15 s. Send Last-Event-ID to catch up after a reconnect.',
    tags: ['live'],
    query: LiveQuerySchema,
    response: z.string().describe('text/event-stream'),
    stream: 'events',
    // A viewer session may watch: it only reads.
    tenancy: { owned: [{ in: 'query', field: 'center_id', kind: 'center' }] },
  }),
};
