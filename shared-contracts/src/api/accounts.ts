import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, SERVICE_TYPES, STATES_AND_TERRITORIES } from '../domain/constants';
import { SERVICE_DETAILS_MESSAGES } from '../domain/serviceDetails';
import { isValidEmail, VALIDATION_MESSAGES } from '../domain/validation';
import { defineEndpoint } from '../http/endpoint';
import { IdSchema, requiredText } from './common';
import { PriceIdSchema } from './billing';
import { ServiceCatIdSchema } from './serviceDetails';

// Registration (a new administrator, their first service and its free trial) and adding a
// service to an account: accounts-billing spec sections 3 and 7.

const optionalText = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters.`);
const phone = optionalText(40).regex(/^[0-9()+-]*$/, SERVICE_DETAILS_MESSAGES.phone);
const email = z
  .string()
  .trim()
  .min(1, VALIDATION_MESSAGES.emailMissing)
  .max(320)
  .refine(isValidEmail, VALIDATION_MESSAGES.email);

/** A service type as the forms send it: its id (1 to 4, the trial form) or its label (paid signup). */
export const ServiceCategorySchema = z.union([
  ServiceCatIdSchema,
  z
    .string()
    .trim()
    .transform((label, context) => {
      const type = SERVICE_TYPES.find((candidate) => candidate.label === label || String(candidate.id) === label);
      if (type) return type.id;
      context.addIssue({
        code: 'custom',
        message: `Choose one of the service types (${SERVICE_TYPES.map((each) => each.label).join(', ')}).`,
      });
      return z.NEVER;
    }),
]);

/** The registration payload of spec section 3 (the sign-up and free-trial forms). */
export const RegisterBodySchema = z.object({
  /** First and last name, separated by a space. */
  name: requiredText(200),
  email,
  password: z.string().min(PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES.passwordTooShort).max(1024),
  /** Always ADMIN and admin: the first user of an account owns it (sent by the forms, not read). */
  user_type: z.string().max(40).optional(),
  center_user_type: z.string().max(40).optional(),
  street_address: optionalText(255).optional(),
  suburb: optionalText(120).optional(),
  state: z.union([z.enum(STATES_AND_TERRITORIES), z.literal('')]).optional(),
  postal_code: optionalText(4)
    .regex(/^(\d{4})?$/, 'A postcode has four digits.')
    .optional(),
  /** The phone number of the form (required). */
  telnum: phone.min(1, VALIDATION_MESSAGES.required),
  mobilenum: phone.optional(),
  add_email: z
    .string()
    .trim()
    .max(320)
    .refine((value) => value === '' || isValidEmail(value), VALIDATION_MESSAGES.email)
    .optional(),
  /** Kept for the spec's payload; a new account has no services yet. */
  center_ids: z.array(IdSchema).max(0, 'A new account has no services yet.').optional(),
  center_id: IdSchema.optional(),
  /** The plan chosen on the pricing page (paid sign-up); payment follows with POST /api/subscribe. */
  price: PriceIdSchema.optional(),
  service_name: requiredText(200),
  /** The approval number; '#' when not known yet. */
  service_app_num: optionalText(60).optional(),
  service_cat: ServiceCategorySchema,
  /** The free 15-minute walkthrough: preferred date and time of day, free text. */
  preferred_date: optionalText(100).optional(),
  preferred_time: optionalText(100).optional(),
});
export type RegisterBody = z.input<typeof RegisterBodySchema>;

export const RegisterResponseSchema = z.object({
  token_type: z.literal('Bearer'),
  access_token: z.string(),
  expires_in: z.number().int().positive(),
  user_id: IdSchema,
  center_id: IdSchema,
  /** ISO date-time: the end of the 30-day free trial. */
  trial_ends_at: z.string(),
});

const EmailPairSchema = z.object({ email: z.string().min(1), confirmEmail: z.string().min(1) });

/**
 * The sign-up and free-trial form (spec sections 3 and 5): required first name, email, confirm
 * email, phone, password, service name and service type; the two emails must match. Checked in
 * the browser before POST /api/register, with the spec's messages.
 */
export const SignupFormSchema = z
  .object({
    firstName: requiredText(100),
    lastName: optionalText(100),
    email: requiredText(320).refine(isValidEmail, VALIDATION_MESSAGES.email),
    confirmEmail: requiredText(320).refine(isValidEmail, VALIDATION_MESSAGES.email),
    phoneNumber: phone.min(1, VALIDATION_MESSAGES.required),
    password: z
      .string()
      .min(1, VALIDATION_MESSAGES.required)
      .min(PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES.passwordTooShort)
      .max(1024),
    serviceName: requiredText(200),
    serviceApprovalNumber: optionalText(60),
    serviceCategory: ServiceCatIdSchema,
    preferredDate: optionalText(100),
    preferredTime: optionalText(100),
  })
  .refine((form) => form.email.trim().toLowerCase() === form.confirmEmail.trim().toLowerCase(), {
    path: ['confirmEmail'],
    message: VALIDATION_MESSAGES.emailsDoNotMatch,
    // Say so as soon as both emails are typed, even while another field is still missing.
    when: ({ value }) => EmailPairSchema.safeParse(value).success,
  });
export type SignupForm = z.input<typeof SignupFormSchema>;
/** A sign-up form once its schema has checked and trimmed it. */
export type SignupFormOutput = z.output<typeof SignupFormSchema>;

/** What the sign-up form holds: its input, with the service type '' until one is chosen. */
export type SignupFormValues = Omit<SignupForm, 'serviceCategory'> & {
  serviceCategory: SignupForm['serviceCategory'] | '';
};

/** The add-new-service form (spec section 5: name, approval number and type required). */
export const NewServiceFormSchema = z.object({
  name: requiredText(200),
  approvalNumber: requiredText(60),
  serviceCatId: ServiceCatIdSchema,
});

export const CreateCenterBodySchema = z.object({
  /** The administrator adding the service (the caller). */
  user_id: IdSchema,
  user_type: z.string().max(40).optional(),
  name: requiredText(200),
  approval_number: requiredText(60),
  service_cat_id: ServiceCategorySchema,
});

export const accountEndpoints = {
  register: defineEndpoint({
    method: 'POST',
    path: '/api/register',
    access: 'public',
    summary: 'Register an administrator with their first service on a 30-day free trial, and sign in',
    tags: ['accounts'],
    live: { none: 'a new account' },
    body: RegisterBodySchema,
    response: RegisterResponseSchema,
    successStatus: 201,
    // Tells whether an email is registered and mails the operator: limited per address.
    rateLimit: 'sendsMail',
    tenancy: {
      none: 'creates a new account',
      ignored: [
        { in: 'body', field: 'center_id', why: 'a new account has no service yet' },
        { in: 'body', field: 'center_ids', why: 'a new account has no service yet' },
      ],
    },
    example: { body: { email: 'new.director@example.com', password: 'a-long-password', telnum: '0400000000' } },
  }),
  createCenter: defineEndpoint({
    method: 'POST',
    path: '/api/centers',
    access: 'user',
    summary:
      "Add a service to the administrator's account (a paying account then subscribes it with POST /api/subscribe)",
    tags: ['accounts'],
    live: { none: 'a new service, selected by its creator' },
    body: CreateCenterBodySchema,
    response: z.object({ id: IdSchema }),
    successStatus: 201,
    tenancy: {
      owned: [{ in: 'body', field: 'user_id', kind: 'self' }],
      role: 'admin',
      ignored: [{ in: 'body', field: 'service_cat_id', why: 'a service type (1 to 4), not a record' }],
    },
  }),
};
