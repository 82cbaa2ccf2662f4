import { z } from 'zod';
import { SERVICE_TYPES, STATES_AND_TERRITORIES } from '../domain/constants';
import {
  SERVICE_DETAILS_MESSAGES,
  WEEKDAYS,
  isTimeAfter,
  isValidTime,
  roomAgeRangeError,
  type OperatingHoursDayValue,
  type OutsideSchoolHoursDayValue,
  type ServiceDetailsFacts,
  type VacationCareDayValue,
} from '../domain/serviceDetails';
import { VALIDATION_MESSAGES, isValidEmail } from '../domain/validation';
import { defineEndpoint } from '../http/endpoint';
import { PAGE_READ_PATHS } from '../routes/pageReads';
import { DateTimeSchema, IdSchema } from './common';
import { ServiceStatusSchema } from './subscription';

// The Service entity of assessment spec section 3 and the wizard's rules of section 5. One set
// of schemas: the API validates saves with them, the wizard shows their messages.

const required = VALIDATION_MESSAGES.required;

const optionalText = (max = 255) => z.string().trim().max(max, `Must be at most ${max} characters.`);
const requiredText = (max = 255) => optionalText(max).min(1, required);

const requiredEmail = requiredText(320).refine(isValidEmail, VALIDATION_MESSAGES.email);
const optionalEmail = optionalText(320).refine(
  (value) => value === '' || isValidEmail(value),
  VALIDATION_MESSAGES.email,
);

/** Phone fields take digits, hyphen, parentheses and plus only (spec section 5). */
const optionalPhone = optionalText(40).regex(/^[0-9()+-]*$/, SERVICE_DETAILS_MESSAGES.phone);
const requiredPhone = optionalPhone.min(1, required);

const StateSchema = z.union([z.enum(STATES_AND_TERRITORIES), z.literal('')], {
  error: `Choose one of ${STATES_AND_TERRITORIES.join(', ')}.`,
});
const PostcodeSchema = optionalText(4).regex(/^(\d{4})?$/, 'A postcode has four digits.');

const serviceTypeIds = SERVICE_TYPES.map((type) => type.id);
export const ServiceCatIdSchema = z
  .number({ error: required })
  .int()
  .refine((id) => serviceTypeIds.includes(id as (typeof serviceTypeIds)[number]), {
    message: `Choose one of the service types (${SERVICE_TYPES.map((type) => type.label).join(', ')}).`,
  });

const WeekdaySchema = z.enum(WEEKDAYS);
const TimeSchema = z.string().refine(isValidTime, SERVICE_DETAILS_MESSAGES.time);

export const OperatingHoursDaySchema = z
  .object({ day: WeekdaySchema, openTime: TimeSchema, closeTime: TimeSchema, working: z.boolean() })
  .refine((day) => !day.working || isTimeAfter(day.closeTime, day.openTime), {
    message: SERVICE_DETAILS_MESSAGES.closeBeforeOpen,
    path: ['closeTime'],
  }) satisfies z.ZodType<OperatingHoursDayValue>;
export type OperatingHoursDay = z.infer<typeof OperatingHoursDaySchema>;

export const OutsideSchoolHoursDaySchema = z
  .object({
    day: WeekdaySchema,
    session1Start: TimeSchema,
    session1Finish: TimeSchema,
    session2Start: TimeSchema,
    session2Finish: TimeSchema,
  })
  .refine((day) => isTimeAfter(day.session1Finish, day.session1Start), {
    message: SERVICE_DETAILS_MESSAGES.finishBeforeStart,
    path: ['session1Finish'],
  })
  .refine((day) => isTimeAfter(day.session2Finish, day.session2Start), {
    message: SERVICE_DETAILS_MESSAGES.finishBeforeStart,
    path: ['session2Finish'],
  }) satisfies z.ZodType<OutsideSchoolHoursDayValue>;
export type OutsideSchoolHoursDay = z.infer<typeof OutsideSchoolHoursDaySchema>;

export const VacationCareDaySchema = z
  .object({ day: WeekdaySchema, openTime: TimeSchema, closeTime: TimeSchema, open24Hours: z.boolean() })
  .refine((day) => day.open24Hours || isTimeAfter(day.closeTime, day.openTime), {
    message: SERVICE_DETAILS_MESSAGES.closeBeforeOpen,
    path: ['closeTime'],
  }) satisfies z.ZodType<VacationCareDayValue>;
export type VacationCareDay = z.infer<typeof VacationCareDaySchema>;

/** One row per weekday, Monday to Sunday, each once. */
const week = <T extends z.ZodType<{ day: string }>>(day: T) =>
  z
    .array(day)
    .refine(
      (days) => days.length === WEEKDAYS.length && WEEKDAYS.every((name, index) => days[index]?.day === name),
      'Give one row for each day, Monday to Sunday.',
    );

const AgeSchema = z.number({ error: SERVICE_DETAILS_MESSAGES.roomMissing }).int().min(0).max(99);

export const RoomSchema = z
  .object({
    roomNumber: z.number().int().min(1),
    fromAge: AgeSchema,
    toAge: AgeSchema,
    capacity: z.number({ error: required }).int().min(0).max(999),
  })
  .superRefine(
    (room, context) => {
      const message = roomAgeRangeError(room);
      if (message) context.addIssue({ code: 'custom', message, path: ['toAge'] });
    },
    {
      // Check the range as soon as both ages are numbers, even while another field is missing.
      when: ({ value }) => {
        const ages = value as { fromAge?: unknown; toAge?: unknown } | undefined;
        return typeof ages?.fromAge === 'number' && typeof ages.toAge === 'number';
      },
    },
  );
export type Room = z.infer<typeof RoomSchema>;

export const EducatorSchema = z.object({
  id: IdSchema,
  name: requiredText(),
  address: optionalText(500),
  qualifications: optionalText(500),
});
export type Educator = z.infer<typeof EducatorSchema>;

export const EmployeeSchema = z.object({
  id: IdSchema,
  name: requiredText(),
  position: requiredText(),
});
export type Employee = z.infer<typeof EmployeeSchema>;

/** The service's logo (spec: id, url, created_at); `url` is the API address of the image. */
export const ServiceLogoSchema = z.object({
  id: IdSchema,
  url: z.string(),
  created_at: DateTimeSchema,
  contentType: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type ServiceLogo = z.infer<typeof ServiceLogoSchema>;

/**
 * Every field a save can set, with the wizard's rules: what a step requires cannot be saved
 * empty, formats are checked, lists need at least one entry.
 */
const editableFields = {
  name: requiredText(),
  approvalNumber: requiredText(50),
  serviceCatId: ServiceCatIdSchema,

  locationStreet: requiredText(),
  locationSuburb: requiredText(100),
  locationState: StateSchema,
  locationPostalCode: PostcodeSchema,

  postalStreet: requiredText(),
  postalSuburb: requiredText(100),
  postalState: StateSchema,
  postalCode: PostcodeSchema,

  contactPhoneNum: requiredPhone,
  contactMobileNum: optionalPhone,
  contactFaxNum: optionalPhone,
  contactEmail: requiredEmail,
  contactAdditionalEmail: optionalEmail,

  providerFirstName: requiredText(100),
  providerLastName: requiredText(100),
  providerPhoneNum: requiredPhone,
  providerMobileNum: optionalPhone,
  providerFaxNum: optionalPhone,
  providerEmail: requiredEmail,

  supervisorFirstName: requiredText(100),
  supervisorLastName: requiredText(100),
  supervisorPhoneNum: requiredPhone,
  supervisorMobileNum: optionalPhone,
  supervisorFaxNum: optionalPhone,
  supervisorEmail: requiredEmail,

  leaderFirstName: requiredText(100),
  leaderLastName: requiredText(100),
  leaderPhoneNum: requiredPhone,
  leaderMobileNum: optionalPhone,
  leaderFaxNum: optionalPhone,
  leaderEmail: requiredEmail,

  operatingHours: week(OperatingHoursDaySchema),
  outsideSchoolHours: week(OutsideSchoolHoursDaySchema),
  vacationCareHours: week(VacationCareDaySchema),

  additionalInfo: optionalText(5000),
  rooms: z.array(RoomSchema).min(1, SERVICE_DETAILS_MESSAGES.roomsCount).max(100),
  educators: z.array(EducatorSchema).min(1, SERVICE_DETAILS_MESSAGES.educatorsCount).max(500),
  employees: z.array(EmployeeSchema).min(1, SERVICE_DETAILS_MESSAGES.employeesCount).max(200),
  philosophy: requiredText(20000),
};

/** Each field's rule; a wizard step checks the fields it shows with `.pick()`. */
export const ServiceDetailsRulesSchema = z.object(editableFields);

/** Fields only an administrator of the service may change: its name, approval number and type. */
export const ADMIN_ONLY_SERVICE_FIELDS = ['name', 'approvalNumber', 'serviceCatId'] as const;

/**
 * The service details block of the SAT page (spec section 5): its save requires the service
 * name, approval number, street, suburb and the nominated supervisor's first and last name,
 * email and phone. The type, state and postcode may stay empty; each field keeps the wizard's rule.
 */
export const SatServiceDetailsSchema = ServiceDetailsRulesSchema.pick({
  name: true,
  approvalNumber: true,
  locationStreet: true,
  locationSuburb: true,
  locationState: true,
  locationPostalCode: true,
  supervisorFirstName: true,
  supervisorLastName: true,
  supervisorEmail: true,
  supervisorPhoneNum: true,
}).extend({ serviceCatId: z.union([ServiceCatIdSchema, z.literal('')]) });
export type SatServiceDetailsValues = z.input<typeof SatServiceDetailsSchema>;

/**
 * The body of a save: any of the fields, each checked as above. The wizard sends the fields of
 * the step being saved; the trial-finish flow sends the type and the name.
 */
export const ServiceDetailsSaveSchema = ServiceDetailsRulesSchema.partial().refine(
  (body) => Object.values(body).some((value) => value !== undefined),
  'Nothing to save.',
);
export type ServiceDetailsSave = z.input<typeof ServiceDetailsSaveSchema>;

/** The Service entity as stored: text fields are '' when not given, lists empty until saved. */
export const ServiceDetailsFieldsSchema = z.object({
  name: z.string(),
  approvalNumber: z.string(),
  serviceCatId: z.number().int().nullable(),
  locationStreet: z.string(),
  locationSuburb: z.string(),
  locationState: z.string(),
  locationPostalCode: z.string(),
  postalStreet: z.string(),
  postalSuburb: z.string(),
  postalState: z.string(),
  postalCode: z.string(),
  contactPhoneNum: z.string(),
  contactMobileNum: z.string(),
  contactFaxNum: z.string(),
  contactEmail: z.string(),
  contactAdditionalEmail: z.string(),
  providerFirstName: z.string(),
  providerLastName: z.string(),
  providerPhoneNum: z.string(),
  providerMobileNum: z.string(),
  providerFaxNum: z.string(),
  providerEmail: z.string(),
  supervisorFirstName: z.string(),
  supervisorLastName: z.string(),
  supervisorPhoneNum: z.string(),
  supervisorMobileNum: z.string(),
  supervisorFaxNum: z.string(),
  supervisorEmail: z.string(),
  leaderFirstName: z.string(),
  leaderLastName: z.string(),
  leaderPhoneNum: z.string(),
  leaderMobileNum: z.string(),
  leaderFaxNum: z.string(),
  leaderEmail: z.string(),
  operatingHours: z.array(OperatingHoursDaySchema),
  outsideSchoolHours: z.array(OutsideSchoolHoursDaySchema),
  vacationCareHours: z.array(VacationCareDaySchema),
  additionalInfo: z.string(),
  rooms: z.array(RoomSchema),
  educators: z.array(EducatorSchema),
  employees: z.array(EmployeeSchema),
  philosophy: z.string(),
}) satisfies z.ZodType<Omit<ServiceDetailsFacts, 'logo'>>;
export type ServiceDetailsFields = z.infer<typeof ServiceDetailsFieldsSchema>;

export const ServiceDetailsCompletenessSchema = z.object({
  /** Whole percent, rounded down: 100 only when every detail is given. */
  percent: z.number().int().min(0).max(100),
  /** What is missing, in a director's words ('Postal address'), in wizard order. */
  missing: z.array(z.string()),
});

/** A service's details, its subscription facts, its logo and how complete the details are. */
export const ServiceDetailsSchema = ServiceDetailsFieldsSchema.extend({
  id: IdSchema,
  status: ServiceStatusSchema,
  hasSub: z.boolean(),
  has_qip: z.boolean(),
  /** Days the service stays usable; positive means active. */
  diffTime: z.number().int(),
  logo: ServiceLogoSchema.nullable(),
  completeness: ServiceDetailsCompletenessSchema,
  /** When the details were last saved; null when never. */
  updatedAt: DateTimeSchema.nullable(),
});
export type ServiceDetails = z.infer<typeof ServiceDetailsSchema>;

const CenterIdParamsSchema = z.object({ id: IdSchema });

export const serviceDetailsEndpoints = {
  /** Fetch service details: every field, the logo and the completeness percentage. */
  get: defineEndpoint({
    method: 'GET',
    path: PAGE_READ_PATHS.serviceDetails,
    access: 'user',
    summary: "A service's details, logo and completeness (members of the service)",
    tags: ['service details'],
    params: CenterIdParamsSchema,
    response: ServiceDetailsSchema,
    tenancy: { owned: [{ in: 'params', field: 'id', kind: 'center' }] },
  }),
  /**
   * Save service details: the fields given are checked and stored, the rest kept. Members may
   * save every step; the name, approval number and type need an administrator.
   */
  save: defineEndpoint({
    method: 'PUT',
    path: '/api/center/:id',
    access: 'user',
    summary: "Save a service's details (the name, approval number and type: administrators only)",
    tags: ['service details'],
    live: { entity: 'service-details' },
    params: CenterIdParamsSchema,
    body: ServiceDetailsSaveSchema,
    response: ServiceDetailsSchema,
    tenancy: { owned: [{ in: 'params', field: 'id', kind: 'center' }], adminOnlyFields: ADMIN_ONLY_SERVICE_FIELDS },
    // The fields only an administrator may save (the gate also sends these as a member).
    example: { body: { name: 'Sunshine Paddington', approvalNumber: 'SE-40012001', serviceCatId: 1 } },
  }),
};
