import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { DateTimeSchema, IdParamsSchema, IdSchema } from './common';

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

export const userEndpoints = {
  me: defineEndpoint({
    method: 'GET',
    path: '/api/user',
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
};
