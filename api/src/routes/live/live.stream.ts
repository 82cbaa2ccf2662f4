import { LIVE_EVENTS, type LiveChangeEvent } from '@qip/shared-contracts';

// The text of the live stream (Server-Sent Events, https://html.spec.whatwg.org/#server-sent-events).

/** A change: its id (the client's Last-Event-ID from then on), name and JSON data. */
export function changeEventText(change: LiveChangeEvent): string {
  return `id: ${change.id}\nevent: ${LIVE_EVENTS.change}\ndata: ${JSON.stringify(change)}\n\n`;
}

/** A new watcher's first event: where the changes stand (the id to catch up from after a drop). */
export function watchingEventText(latestId: number): string {
  return `id: ${latestId}\nevent: ${LIVE_EVENTS.watching}\ndata: {}\n\n`;
}

/** The missed changes cannot be told: the client refetches what it shows. */
export function resyncEventText(): string {
  return `event: ${LIVE_EVENTS.resync}\ndata: {}\n\n`;
}

/** A comment: keeps the connection open through proxies (clients ignore it). */
export function commentText(text: string): string {
  return `: ${text}\n\n`;
}

/** The id a reconnecting client last saw (its Last-Event-ID header), or null when it sent none or junk. */
export function lastEventIdOf(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}
