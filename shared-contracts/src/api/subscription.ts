import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { IdParamsSchema, IdSchema } from './common';
import { UserSchema } from './users';
import { SESSION_READ_PATHS } from '../session/sessionReads';

export const ServiceStatusSchema = z.enum(['active', 'overdue', 'notoverdue', 'resubscribe', 'subscribe']);

export const ProviderSubscriptionStatusSchema = z.enum([
  'active',
  'trialing',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'unpaid',
  'canceled',
]);

/** A service as the switcher and the guards see it. */
export const UserCenterSchema = z.object({
  id: IdSchema,
  name: z.string(),
  status: ServiceStatusSchema,
  hasSub: z.boolean(),
  has_qip: z.boolean(),
  serviceCatId: z.number().int().nullable(),
  /** Days the service stays usable; positive means active (see computeServiceStatus). */
  diffTime: z.number().int(),
  redirectPaymentFailed: z.boolean(),
  /** The user's role in this service. */
  role: z.enum(['admin', 'member']),
  /** DD-MM-YYYY, as the spec's status data gives dates. */
  trialEndDate: z.string().nullable(),
  subscriptionEndDate: z.string().nullable(),
});
export type UserCenter = z.infer<typeof UserCenterSchema>;

/** A paid subscription row, in the payment provider's shape (amounts in cents, unix times). */
export const SubscriptionProductSchema = z.object({
  center_id: IdSchema,
  center_name: z.string(),
  product: z.string(),
  subscription: z.object({
    id: z.string(),
    status: ProviderSubscriptionStatusSchema,
    plan: z.object({ amount: z.number().int(), interval: z.enum(['month', 'year']) }),
    current_period_start: z.number().int(),
    current_period_end: z.number().int(),
    canceled_at: z.number().int().nullable(),
    /** Unix seconds: when a cancellation takes effect (the service is active until then); null when none is pending. */
    cancel_at: z.number().int().nullable(),
    /** The plan price (PRICE_IDS); null for a subscription made outside the portal's plans. */
    price_id: z.string().nullable(),
    /** Unix seconds: the end of a monthly plan's 6-month minimum; null for yearly plans or when unknown. */
    commitment_ends_at: z.number().int().nullable(),
  }),
});
export type SubscriptionProduct = z.infer<typeof SubscriptionProductSchema>;

export const UserCentersSubscriptionSchema = z.object({
  /** Ordered active, then notoverdue, then the rest. */
  user_centers: z.array(UserCenterSchema),
  user_details: UserSchema,
  products: z.array(SubscriptionProductSchema),
});
export type UserCentersSubscription = z.infer<typeof UserCentersSubscriptionSchema>;

export const subscriptionEndpoints = {
  userCentersSubscription: defineEndpoint({
    method: 'GET',
    path: SESSION_READ_PATHS.services,
    access: 'user',
    summary: "A user's services with their subscription status, the user, and the paid products",
    tags: ['subscriptions'],
    params: IdParamsSchema,
    response: UserCentersSubscriptionSchema,
    tenancy: { owned: [{ in: 'params', field: 'id', kind: 'user' }], role: 'admin' },
  }),
};

/** The route state of the subscription pages (edit, upgrade, downgrade): the subscription they act on. */
export const SubscriptionRouteStateSchema = z.object({ product: SubscriptionProductSchema });
export type SubscriptionRouteState = z.infer<typeof SubscriptionRouteStateSchema>;
