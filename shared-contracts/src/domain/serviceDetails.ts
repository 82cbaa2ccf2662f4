// The service-details wizard's rules (assessment spec sections 2, 4, 5 and 9), as pure functions
// the wizard, the API and the full-report gate share. The contract's schemas (api/serviceDetails)
// are built on these rules, so this file imports nothing from api/: the dependency runs one way.

/** The wizard's validation wording (spec section 5). */
export const SERVICE_DETAILS_MESSAGES = {
  educatorsCount: 'Please provide number of educators registered at your service.',
  employeesCount: 'Please provide number of employees that will work on your QIP.',
  roomsCount: 'Please enter number of rooms available at your center.',
  roomAgesZero: 'These fields are required',
  roomMissing: 'These fields are required.',
  roomAgeRange: 'Invalid Age Range',
  phone: 'Phone numbers can only contain digits, hyphens, parentheses and a plus sign.',
  time: 'Please choose a time.',
  closeBeforeOpen: 'The closing time must be after the opening time.',
  finishBeforeStart: 'The finish time must be after the start time.',
} as const;

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
const WEEKEND: readonly Weekday[] = ['Saturday', 'Sunday'];

// The shapes of one day of each week table; the contract's day schemas produce exactly these.

export interface OperatingHoursDayValue {
  day: Weekday;
  openTime: string;
  closeTime: string;
  working: boolean;
}

export interface OutsideSchoolHoursDayValue {
  day: Weekday;
  session1Start: string;
  session1Finish: string;
  session2Start: string;
  session2Finish: string;
}

export interface VacationCareDayValue {
  day: Weekday;
  openTime: string;
  closeTime: string;
  open24Hours: boolean;
}

// ---------------------------------------------------------------------------------------------
// Times: the spec's format is h:mm A (12-hour, '6:00 AM').

const TIME_PATTERN = /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM)$/;

export function isValidTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

/** Minutes after midnight of an 'h:mm A' time, or null when it is not one. */
export function minutesOfTime(value: string): number | null {
  const match = TIME_PATTERN.exec(value);
  if (!match) return null;
  const hours = Number(match[1]) % 12;
  const minutes = Number(match[2]);
  return (match[3] === 'PM' ? hours + 12 : hours) * 60 + minutes;
}

/** 'h:mm A' of minutes after midnight: 390 is '6:30 AM'. */
export function formatTime(minutesAfterMidnight: number): string {
  const total = ((Math.round(minutesAfterMidnight) % 1440) + 1440) % 1440;
  const hours24 = Math.floor(total / 60);
  const minutes = total % 60;
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(minutes).padStart(2, '0')} ${hours24 < 12 ? 'AM' : 'PM'}`;
}

/** The times a time picker offers: every quarter hour of the day, '12:00 AM' to '11:45 PM'. */
export function timeOptions(stepMinutes = 15): string[] {
  const options: string[] = [];
  for (let minutes = 0; minutes < 1440; minutes += stepMinutes) options.push(formatTime(minutes));
  return options;
}

/** True when `later` is after `earlier` (both 'h:mm A'); false when either is not a time. */
export function isTimeAfter(later: string, earlier: string): boolean {
  const end = minutesOfTime(later);
  const start = minutesOfTime(earlier);
  return end !== null && start !== null && end > start;
}

// ---------------------------------------------------------------------------------------------
// Defaults (spec section 9).

/** Operating hours: 6:00 AM to 7:00 PM, Monday to Friday working, the weekend not. */
export function defaultOperatingHours(): OperatingHoursDayValue[] {
  return WEEKDAYS.map((day) => ({
    day,
    openTime: '6:00 AM',
    closeTime: '7:00 PM',
    working: !WEEKEND.includes(day),
  }));
}

/** Outside school hours: both sessions 6:00 AM to 7:00 AM every day. */
export function defaultOutsideSchoolHours(): OutsideSchoolHoursDayValue[] {
  return WEEKDAYS.map((day) => ({
    day,
    session1Start: '6:00 AM',
    session1Finish: '7:00 AM',
    session2Start: '6:00 AM',
    session2Finish: '7:00 AM',
  }));
}

/** Vacation care: 6:00 AM to 7:00 PM, open 24 hours on Saturday and Sunday only. */
export function defaultVacationCareHours(): VacationCareDayValue[] {
  return WEEKDAYS.map((day) => ({
    day,
    openTime: '6:00 AM',
    closeTime: '7:00 PM',
    open24Hours: WEEKEND.includes(day),
  }));
}

// ---------------------------------------------------------------------------------------------
// Rooms (spec section 5).

export interface RoomAges {
  fromAge: number | '' | null | undefined;
  toAge: number | '' | null | undefined;
}

const missing = (value: number | '' | null | undefined) => value === '' || value === null || value === undefined;

/** The message for a room's age range, or null when it is valid. */
export function roomAgeRangeError(room: RoomAges): string | null {
  if (missing(room.fromAge) || missing(room.toAge)) return SERVICE_DETAILS_MESSAGES.roomMissing;
  const from = Number(room.fromAge);
  const to = Number(room.toAge);
  if (from === 0 && to === 0) return SERVICE_DETAILS_MESSAGES.roomAgesZero;
  if (to < from) return SERVICE_DETAILS_MESSAGES.roomAgeRange;
  return null;
}

// ---------------------------------------------------------------------------------------------
// The thirteen steps, their completion, and what a save moves on to.

export const SERVICE_DETAILS_STEPS = [
  { step: 0, title: 'Service details', short: 'Service name' },
  { step: 1, title: 'Physical location', short: 'Physical location' },
  { step: 2, title: 'Postal address', short: 'Postal address' },
  { step: 3, title: 'Service contact details', short: 'Contact details' },
  { step: 4, title: 'Approved Provider', short: 'Approved Provider' },
  { step: 5, title: 'Nominated Supervisor', short: 'Nominated Supervisor' },
  { step: 6, title: 'Educational leader', short: 'Educational leader' },
  { step: 7, title: 'Operating hours', short: 'Operating hours' },
  { step: 8, title: 'Additional information and room grouping', short: 'Rooms' },
  { step: 9, title: 'Number of educators', short: 'Educators' },
  { step: 10, title: 'Employees responsible for the QIP', short: 'QIP employees' },
  { step: 11, title: 'Statement of philosophy', short: 'Philosophy' },
  { step: 12, title: 'Logo upload', short: 'Logo' },
] as const;
export type ServiceDetailsStep = (typeof SERVICE_DETAILS_STEPS)[number]['step'];
export const FIRST_STEP = 0;
export const LAST_STEP = 12;

/** The three people of steps 4 to 6, by the prefix of their fields. */
export const SERVICE_PEOPLE = [
  { step: 4, prefix: 'provider', title: 'Approved Provider' },
  { step: 5, prefix: 'supervisor', title: 'Nominated Supervisor' },
  { step: 6, prefix: 'leader', title: 'Educational leader' },
] as const;
export type ServicePersonPrefix = (typeof SERVICE_PEOPLE)[number]['prefix'];

/** What step completion and completeness read: the details and whether a logo exists. */
export interface ServiceDetailsFacts {
  name: string;
  approvalNumber: string;
  serviceCatId: number | null;
  locationStreet: string;
  locationSuburb: string;
  postalStreet: string;
  postalSuburb: string;
  contactPhoneNum: string;
  contactEmail: string;
  providerFirstName: string;
  providerLastName: string;
  providerEmail: string;
  providerPhoneNum: string;
  supervisorFirstName: string;
  supervisorLastName: string;
  supervisorEmail: string;
  supervisorPhoneNum: string;
  leaderFirstName: string;
  leaderLastName: string;
  leaderEmail: string;
  leaderPhoneNum: string;
  /** Only whether each list has entries counts here. */
  operatingHours: readonly unknown[];
  rooms: readonly unknown[];
  educators: readonly unknown[];
  employees: readonly unknown[];
  philosophy: string;
  logo: unknown;
}

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

function personComplete(details: ServiceDetailsFacts, prefix: ServicePersonPrefix): boolean {
  return (
    filled(details[`${prefix}FirstName`]) &&
    filled(details[`${prefix}LastName`]) &&
    filled(details[`${prefix}Email`]) &&
    filled(details[`${prefix}PhoneNum`])
  );
}

/**
 * Whether each of the thirteen steps is complete (spec 'Wizard step completion'). Step 7 counts
 * as complete while signing up (not signed in yet), as the spec says.
 */
export function stepCompletion(details: ServiceDetailsFacts, options: { signedIn?: boolean } = {}): boolean[] {
  const signedIn = options.signedIn ?? true;
  return [
    filled(details.name) && filled(details.approvalNumber) && details.serviceCatId !== null,
    filled(details.locationStreet) && filled(details.locationSuburb),
    filled(details.postalStreet) && filled(details.postalSuburb),
    filled(details.contactPhoneNum) && filled(details.contactEmail),
    personComplete(details, 'provider'),
    personComplete(details, 'supervisor'),
    personComplete(details, 'leader'),
    details.operatingHours.length > 0 || !signedIn,
    details.rooms.length > 0,
    details.educators.length > 0,
    details.employees.length > 0,
    filled(details.philosophy),
    Boolean(details.logo),
  ];
}

/**
 * The step a successful save moves on to (spec: location to 2, postal to 3, ... philosophy to
 * 12). Step 0 moves on to 1; the logo step is the last and stays.
 */
export function nextStepAfterSave(step: number): number {
  return Math.min(step + 1, LAST_STEP);
}

// ---------------------------------------------------------------------------------------------
// Completeness (spec 'Service details completeness (100%)').

export interface ServiceDetailsCompleteness {
  /** Whole percent of the checks that pass, rounded down: 100 only when nothing is missing. */
  percent: number;
  /** What is missing, in a director's words, in wizard order ('Postal address'). */
  missing: string[];
}

interface CompletenessSection {
  label: string;
  step: number;
  checks: Array<(details: ServiceDetailsFacts) => boolean>;
}

const personChecks = (prefix: ServicePersonPrefix) => [
  (details: ServiceDetailsFacts) => filled(details[`${prefix}FirstName`]),
  (details: ServiceDetailsFacts) => filled(details[`${prefix}LastName`]),
  (details: ServiceDetailsFacts) => filled(details[`${prefix}Email`]),
  (details: ServiceDetailsFacts) => filled(details[`${prefix}PhoneNum`]),
];

/** Each item the spec names, grouped as the wizard asks for them. The logo is not one of them. */
const COMPLETENESS_SECTIONS: CompletenessSection[] = [
  { label: 'Service name', step: 0, checks: [(d) => filled(d.name)] },
  { label: 'Approval number', step: 0, checks: [(d) => filled(d.approvalNumber)] },
  { label: 'Service type', step: 0, checks: [(d) => d.serviceCatId !== null] },
  { label: 'Physical location', step: 1, checks: [(d) => filled(d.locationStreet), (d) => filled(d.locationSuburb)] },
  { label: 'Postal address', step: 2, checks: [(d) => filled(d.postalStreet), (d) => filled(d.postalSuburb)] },
  {
    label: 'Service contact details',
    step: 3,
    checks: [(d) => filled(d.contactPhoneNum), (d) => filled(d.contactEmail)],
  },
  { label: 'Approved Provider', step: 4, checks: personChecks('provider') },
  { label: 'Nominated Supervisor', step: 5, checks: personChecks('supervisor') },
  { label: 'Educational leader', step: 6, checks: personChecks('leader') },
  { label: 'Operating hours', step: 7, checks: [(d) => d.operatingHours.length > 0] },
  { label: 'Room grouping', step: 8, checks: [(d) => d.rooms.length > 0] },
  { label: 'Number of educators', step: 9, checks: [(d) => d.educators.length > 0] },
  { label: 'Employees responsible for the QIP', step: 10, checks: [(d) => d.employees.length > 0] },
  { label: 'Statement of philosophy', step: 11, checks: [(d) => filled(d.philosophy)] },
];

/** What is missing, with the wizard step that asks for each. */
export function missingServiceDetails(details: ServiceDetailsFacts): Array<{ label: string; step: number }> {
  return COMPLETENESS_SECTIONS.filter((section) => !section.checks.every((check) => check(details))).map(
    ({ label, step }) => ({ label, step }),
  );
}

/** The percentage the dashboard card and the full-report gate show, and what is missing. */
export function serviceDetailsCompleteness(details: ServiceDetailsFacts): ServiceDetailsCompleteness {
  const checks = COMPLETENESS_SECTIONS.flatMap((section) => section.checks);
  const passed = checks.filter((check) => check(details)).length;
  return {
    percent: Math.floor((passed / checks.length) * 100),
    missing: missingServiceDetails(details).map((item) => item.label),
  };
}

/** The full submission report needs every detail (spec: 'once your Service Details have been completed'). */
export function isServiceDetailsComplete(details: ServiceDetailsFacts): boolean {
  return serviceDetailsCompleteness(details).percent === 100;
}
