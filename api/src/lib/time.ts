/** Now as stored: ISO 8601 in UTC. Every timestamp column holds this format. */
export function isoNow(now: Date = new Date()): string {
  return now.toISOString();
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** DD-MM-YYYY, the date format of the spec's service status data (in Australian Eastern time). */
export function ddMmYyyy(iso: string | null): string | null {
  if (!iso) return null;
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Sydney',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('day')}-${get('month')}-${get('year')}`;
}

export function unixSeconds(iso: string): number {
  return Math.floor(new Date(iso).getTime() / 1000);
}
