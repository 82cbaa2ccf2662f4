import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../domain/constants';
import { isValidEmail, VALIDATION_MESSAGES } from '../domain/validation';
import { defineEndpoint } from '../http/endpoint';
import { DateTimeSchema, IdParamsSchema, IdSchema, OkSchema, requiredText } from './common';
import { SESSION_READ_PATHS } from '../session/sessionReads';

/** MENTOR: a mentor who reviews feedback requests (no service of their own). */
export const UserTypeSchema = z.enum(['ADMIN', 'USER', 'SUPER_ADMIN', 'MENTOR']);
export type UserType = z.infer<typeof UserTypeSchema>;

/** The user's role in their centres. */
export const UserRoleSchema = z.enum(['admin', 'member']);
export type UserRole = z.infer<typeof UserRoleSchema>;

export const UserSchema = z.object({
  id: IdSchema,
  username: z.string(),
  name: z.string(),
  email: z.string(),
  userType: UserTypeSchema,
  role: UserRoleSchema,
  /** The account's payment-provider customer id; null for a trial account. */
  stripeId: z.string().nullable(),
  /** The administrator (account owner) of this user's account. */
  adminId: IdSchema.nullable(),
  accountId: IdSchema.nullable(),
  accountName: z.string().nullable(),
  /** The user's first centre, and all of them. */
  centerId: IdSchema.nullable(),
  centerIds: z.array(IdSchema),
  phone: z.string().nullable(),
  streetAddress: z.string().nullable(),
  suburb: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  telNum: z.string().nullable(),
  mobileNum: z.string().nullable(),
  additionalEmail: z.string().nullable(),
  createdAt: DateTimeSchema,
});
export type User = z.infer<typeof UserSchema>;

const EmailSchema = z
  .string()
  .trim()
  .min(1, VALIDATION_MESSAGES.emailMissing)
  .max(320)
  .refine(isValidEmail, VALIDATION_MESSAGES.email);

/** More services a user belongs to, besides `centerId` (each one the administrator's). */
const CenterIdsSchema = z.array(IdSchema).max(100, 'At most 100 services.');

/**
 * A new user (spec section 3's create-user payload): always a member, invited by mail to set their
 * own password. `centerId` is the service they join; `centerIds` may add more of the
 * administrator's services.
 */
export const CreateUserBodySchema = z.object({
  email: EmailSchema,
  /** First and last name, separated by a space. */
  name: requiredText(200),
  centerId: IdSchema,
  centerIds: CenterIdsSchema.optional(),
  /** Always USER and member (sent by the form as the spec's payload has them). */
  userType: z.literal('USER').optional(),
  role: z.literal('member').optional(),
});
export type CreateUserBody = z.input<typeof CreateUserBodySchema>;

/**
 * A user's details as the update-user page saves them. The email is read-only; `centerIds`
 * (every service of the administrator's the user belongs to) only an administrator sends.
 */
export const UpdateUserBodySchema = z.object({
  name: requiredText(200),
  centerIds: z.array(IdSchema).min(1, VALIDATION_MESSAGES.required).max(100, 'At most 100 services.').optional(),
});
export type UpdateUserBody = z.input<typeof UpdateUserBodySchema>;

/** DELETE /api/user: the user, the service they are removed from, and the acting administrator. */
export const RemoveUserBodySchema = z.object({
  user_id: IdSchema,
  center_id: IdSchema,
  admin_id: IdSchema,
});

/** POST /api/centers/users: the services whose users are listed (`center_ids` adds more). */
export const CenterUsersQuerySchema = z.object({
  center_id: IdSchema,
  center_ids: CenterIdsSchema.optional(),
});

/** One row of the user list. */
export const UserListItemSchema = z.object({
  id: IdSchema,
  name: z.string(),
  email: z.string(),
  role: UserRoleSchema,
  /** The listed services the user belongs to. */
  centerIds: z.array(IdSchema),
  /** Invited, but has not set a password yet. */
  invitationPending: z.boolean(),
});
export type UserListItem = z.infer<typeof UserListItemSchema>;

const centerIdsField = {
  centerIds: z.array(z.string()).min(1, VALIDATION_MESSAGES.required),
};

/** The create-user form (spec section 5): email, first and last name and at least one service. */
export const CreateUserFormSchema = z.object({
  email: EmailSchema,
  firstName: requiredText(100),
  lastName: requiredText(100),
  ...centerIdsField,
});
export type CreateUserForm = z.input<typeof CreateUserFormSchema>;

/** The update-user form: first and last name, and (for an administrator) at least one service. */
export const UpdateUserFormSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  ...centerIdsField,
});
export type UpdateUserForm = z.input<typeof UpdateUserFormSchema>;

/**
 * A new password and its repeat (spec section 5): at least 8 characters and the same. The account
 * area and the reset page word the length rule differently.
 */
export function newPasswordFormSchema(tooShort: string) {
  return z
    .object({
      password: z.string().min(1, VALIDATION_MESSAGES.required).min(PASSWORD_MIN_LENGTH, tooShort).max(1024),
      confirmPassword: z.string().min(1, VALIDATION_MESSAGES.required),
    })
    .refine((form) => form.password === form.confirmPassword, {
      path: ['confirmPassword'],
      message: VALIDATION_MESSAGES.passwordsDoNotMatch,
    });
}

export const userEndpoints = {
  me: defineEndpoint({
    method: 'GET',
    path: SESSION_READ_PATHS.user,
    access: 'user',
    summary: 'The signed-in user',
    tags: ['users'],
    response: UserSchema,
    tenancy: { none: "the caller's own profile" },
  }),
  byId: defineEndpoint({
    method: 'GET',
    path: '/api/user/:id',
    access: 'user',
    summary: 'One user: yourself, or (for an administrator) a user of your centres',
    tags: ['users'],
    params: IdParamsSchema,
    response: UserSchema,
    tenancy: { owned: [{ in: 'params', field: 'id', kind: 'user' }], role: 'admin' },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/user/:id',
    access: 'user',
    summary: "Save a user's name (yourself, or a user of your services) and, as administrator, their services",
    tags: ['users'],
    live: { none: 'a user profile, not the QIP a service shows' },
    params: IdParamsSchema,
    body: UpdateUserBodySchema,
    response: UserSchema,
    tenancy: { owned: [{ in: 'params', field: 'id', kind: 'user' }], role: 'admin' },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/user',
    access: 'user',
    summary: 'Invite a new member to your services: they get a mail with a link to set their password',
    tags: ['users'],
    live: { none: 'a user account, not the QIP a service shows' },
    body: CreateUserBodySchema,
    response: UserSchema,
    successStatus: 201,
    tenancy: { owned: [{ in: 'body', field: 'centerId', kind: 'center' }], role: 'admin' },
    example: { body: { email: 'invited-member@example.com' } },
    rateLimit: 'sendsMail',
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/user',
    access: 'user',
    summary: 'Remove a member of your services (never yourself or an administrator); their work stays',
    tags: ['users'],
    live: { none: 'a user account, not the QIP a service shows' },
    body: RemoveUserBodySchema,
    response: OkSchema,
    tenancy: {
      owned: [
        { in: 'body', field: 'user_id', kind: 'user' },
        { in: 'body', field: 'center_id', kind: 'center' },
        { in: 'body', field: 'admin_id', kind: 'self' },
      ],
      role: 'admin',
    },
  }),
  list: defineEndpoint({
    method: 'POST',
    path: '/api/centers/users',
    access: 'user',
    summary: 'The users of services you administer (the user list)',
    tags: ['users'],
    live: { none: 'a read (POST per the spec)' },
    body: CenterUsersQuerySchema,
    response: z.array(UserListItemSchema),
    tenancy: { owned: [{ in: 'body', field: 'center_id', kind: 'center' }], role: 'admin' },
  }),
};
