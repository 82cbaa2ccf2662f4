// Calendar dates (a due date, a filter's range): 'YYYY-MM-DD' text, compared as text, shown
// DD/MM/YYYY (spec section 9). A calendar date has no time zone; "today" does, so it is always
// asked for in a named zone.

/** The portal's clock for deadlines: the services are in Australia (spec: comment dates in Sydney time). */
export const PORTAL_TIME_ZONE = 'Australia/Sydney';

/**
 * The time zone where a day ends last (UTC-12, "anywhere on Earth"): its today is the earliest
 * date that is still today somewhere, so a rule "today or later" judged there never refuses a
 * date that is today for the person who chose it.
 */
export const EARLIEST_TIME_ZONE = 'Etc/GMT+12';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real date written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The date it is at `now` in the time zone, YYYY-MM-DD. */
export function calendarDateIn(now: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The date in the browser's (or process's) own time zone, YYYY-MM-DD. */
export function localCalendarDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The date `days` after (or before, when negative) a calendar date. */
export function addCalendarDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' (or an ISO date-time: its first 10 characters, as the spec reads due dates) as DD/MM/YYYY. */
export function formatCalendarDate(value: string): string {
  const date = value.slice(0, 10);
  if (!isCalendarDate(date)) return value;
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * The day an instant (an ISO date-time: when a report was made) falls on in the portal's zone,
 * as DD/MM/YYYY; text that is no date-time is shown as it is.
 */
export function formatInstantDate(instant: string, timeZone: string = PORTAL_TIME_ZONE): string {
  const at = new Date(instant);
  return Number.isNaN(at.getTime()) ? instant : formatCalendarDate(calendarDateIn(at, timeZone));
}

/** How far the zone is ahead of UTC at `at`, in minutes. */
function offsetMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a wall-clock time on a date has in the zone ('2026-03-05', 7, 0 in Sydney is
 * 2026-03-04T20:00Z). Across a daylight-saving change the offset of the result is used, so a
 * time that does not exist that day moves forward by the change.
 */
export function zonedTime(date: string, hour: number, minute: number, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  const guess = new Date(wallAsUtc - offsetMinutes(new Date(wallAsUtc), timeZone) * 60_000);
  return new Date(wallAsUtc - offsetMinutes(guess, timeZone) * 60_000);
}
