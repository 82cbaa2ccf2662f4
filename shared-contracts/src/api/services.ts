import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { IdParamsSchema, IdSchema, OkSchema } from './common';
import { ProviderSubscriptionStatusSchema, ServiceStatusSchema } from './subscription';

/** One card of the services list (/qip/user-management/services). */
export const AccountServiceSchema = z.object({
  id: IdSchema,
  name: z.string(),
  /** The caller's role in the service. */
  role: z.enum(['admin', 'member']),
  /** The shared rule (computeServiceStatus). */
  status: ServiceStatusSchema,
  /** 'Portal, monthly', 'Portal + Mentoring, yearly', 'Free trial' or 'No subscription'. */
  subscriptionType: z.string(),
  /** The plan's price (PRICE_IDS); null on a trial, without a subscription, or for one made elsewhere. */
  priceId: z.string().nullable(),
  /** The provider's status of its paid subscription; null without one. */
  subscriptionStatus: ProviderSubscriptionStatusSchema.nullable(),
  /** A cancellation is pending: the subscription runs until `renewsOn`, then ends. */
  cancelPending: z.boolean(),
  /** ISO date-time: the next renewal (or the end of a trial or of a cancelled subscription); null when none. */
  renewsOn: z.string().nullable(),
  /** How many users the service has. */
  users: z.number().int().min(0),
  /** The QIP's progress in percent (percentOf, as the dashboard's total). */
  qipCompleted: z.number().min(0).max(100),
});
export type AccountService = z.infer<typeof AccountServiceSchema>;

export const AccountServicesSchema = z.object({
  /** Ordered active, then notoverdue, then the rest; by name within each. */
  services: z.array(AccountServiceSchema),
  /** How many services the account has (its last one cannot be removed). */
  accountServices: z.number().int().min(0),
});
export type AccountServices = z.infer<typeof AccountServicesSchema>;

export const serviceEndpoints = {
  /** The caller's services as cards: status, plan, renewal, users and QIP progress, in one call. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/services',
    access: 'user',
    summary: "The signed-in user's services with their subscription, renewal date, users and QIP progress",
    tags: ['services'],
    response: AccountServicesSchema,
    tenancy: { none: "the caller's own services" },
  }),
  /**
   * Removes a service and everything in it (its QIP, SAT, tasks, reports and files) for good.
   * Administrators only; refused (409) while its subscription runs and for the account's last
   * service.
   */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/services/:id',
    access: 'user',
    summary: 'Remove a service (administrators; not while its subscription runs, never the last one)',
    tags: ['services'],
    live: { none: 'the service itself: its users are signed out of it' },
    params: IdParamsSchema,
    response: OkSchema,
    tenancy: {
      owned: [{ in: 'params', field: 'id', kind: 'center' }],
      role: 'admin',
      ownerRefusal: {
        status: 409,
        because: 'the service the gates act for (Sunshine Paddington) has a live subscription: cancel it first',
      },
    },
  }),
};
