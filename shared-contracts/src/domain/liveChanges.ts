// Live collaboration (issue 17, beyond the spec): how a change a colleague made is announced to
// the others viewing the service, and when the portal reconnects after losing the stream.
import type { LiveChangeEvent } from '../api/live';
import { DATA_ENTITIES, type DataEntity } from '../events/portalEvents';
import { isId, isRecord } from './validation';

/** What each kind of change is called in the notice ('Anna Lee updated answers in 1.3.2'). */
export const LIVE_ENTITY_NAMES: Readonly<Record<DataEntity, string>> = {
  questions: 'answers',
  tasks: 'tasks',
  reports: 'reports',
  evidence: 'evidence',
  laws: 'laws and regulations',
  sat: 'the SAT',
  'service-details': 'service details',
  services: 'services',
};

/** The notice of a colleague's change: 'Anna Lee updated answers in 1.3.2'. */
export function liveChangeNotice(change: { entity: DataEntity; by: { name: string }; summary: string | null }): string {
  const name = change.by.name.trim() || 'A colleague';
  const where = change.summary ? ` in ${change.summary}` : '';
  return `${name} updated ${LIVE_ENTITY_NAMES[change.entity]}${where}`;
}

/** The reconnect delays after the stream drops: doubled from the first, at most the last. */
export const LIVE_RECONNECT_MS = { first: 1000, max: 30_000 } as const;

/**
 * How long to wait before reconnect attempt `attempt` (0 first): 1 s, 2 s, 4 s … up to 30 s,
 * each between half and all of it (`random` in [0, 1)), so many portals do not return at once.
 */
export function liveReconnectDelay(attempt: number, random: number): number {
  const full = Math.min(LIVE_RECONNECT_MS.first * 2 ** Math.max(0, attempt), LIVE_RECONNECT_MS.max);
  return Math.round(full / 2 + (full / 2) * random);
}

/** A notice of the same person's change to the same thing is not repeated within this time. */
export const LIVE_NOTICE_QUIET_MS = 10_000;

/** The SSE event names of the live stream. */
export const LIVE_EVENTS = {
  /** A change (data: a LiveChangeEvent). */
  change: 'change',
  /** The changes since Last-Event-ID are no longer kept: refetch everything shown. */
  resync: 'resync',
  /**
   * The first event of a new watcher's stream (data: {}): its id is the latest change's, so a
   * client that drops before any change catches up from there.
   */
  watching: 'watching',
} as const;

/**
 * Whether a live stream event's data is a change (LiveChangeEventSchema in api/live.ts). Checked
 * by hand: the shell reads the stream from the start, and loads no zod then (a test keeps the two
 * in step).
 */
export function isLiveChangeEvent(data: unknown): data is LiveChangeEvent {
  return (
    isRecord(data) &&
    Number.isInteger(data.id) &&
    (data.id as number) >= 1 &&
    isId(data.centerId) &&
    (DATA_ENTITIES as readonly unknown[]).includes(data.entity) &&
    isRecord(data.by) &&
    isId(data.by.id) &&
    typeof data.by.name === 'string' &&
    typeof data.at === 'string' &&
    (data.summary === null || typeof data.summary === 'string')
  );
}
