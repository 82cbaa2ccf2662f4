import { randomUUID } from 'node:crypto';
import {
  endpoints,
  RegisterResponseSchema,
  UserCentersSubscriptionSchema,
  type Endpoint,
  type TestCardToken,
  type UserCenter,
} from '@qip/shared-contracts';
import type { LightMyRequestResponse } from 'fastify';
import { jsonOf } from './json';
import { HUB_SECRET, type TestApp } from './testApp';

// Billing through the real API, as the screens and the hub call it.

/** A newly registered administrator with one service on a free trial. */
export interface Registered {
  token: string;
  userId: string;
  centerId: string;
  email: string;
}

export async function registerAccount(t: TestApp, name = 'Casey Director'): Promise<Registered> {
  const email = `director-${randomUUID()}@example.com`;
  const response = await t.app.inject({
    method: 'POST',
    url: endpoints.accounts.register.path,
    payload: {
      name,
      email,
      password: 'a-long-password',
      telnum: '0400000000',
      service_name: 'Kookaburra Early Learning',
      service_cat: 'Long Daycare',
    },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const body = jsonOf(response, RegisterResponseSchema);
  return { token: body.access_token, userId: body.user_id, centerId: body.center_id, email };
}

/** A card made in local test mode from a test card's token (12/2099 unless given). */
export async function newCard(
  t: TestApp,
  token: string,
  card: TestCardToken,
  expiry: { exp_month: number; exp_year: number } = { exp_month: 12, exp_year: 2099 },
): Promise<string> {
  const response = await t.as(token, {
    method: 'POST',
    url: endpoints.billing.createLocalPaymentMethod.path,
    payload: { token: card, billing_name: 'Casey Director', ...expiry },
  });
  if (response.statusCode !== 201) throw new Error(`card failed: ${response.body}`);
  return jsonOf(response, endpoints.billing.createLocalPaymentMethod.response).id;
}

export function subscribe(
  t: TestApp,
  who: Registered,
  body: { price: string; plan: string; payment_method_id?: string; center_id?: string },
  idempotencyKey?: string,
): Promise<LightMyRequestResponse> {
  return t.as(who.token, {
    method: 'POST',
    url: endpoints.billing.subscribe.path,
    payload: { email: who.email, ...body },
    ...(idempotencyKey ? { headers: { 'idempotency-key': idempotencyKey } } : {}),
  });
}

export function billingCall(
  t: TestApp,
  token: string,
  endpoint: Pick<Endpoint, 'method' | 'path'>,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.as(token, { method: endpoint.method, url: endpoint.path, headers, ...(payload ? { payload } : {}) });
}

/** The hub's client credentials (HTTP Basic). */
export const HUB_BASIC = `Basic ${Buffer.from(`qip-hub:${HUB_SECRET}`).toString('base64')}`;

/** Moves the local provider's test clock on, as the hub does. */
export async function advanceClock(t: TestApp, days: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: endpoints.billing.advanceTestClock.path,
    headers: { authorization: HUB_BASIC },
    payload: { days },
  });
  if (response.statusCode !== 200) throw new Error(`advance failed: ${response.body}`);
  return jsonOf(response, endpoints.billing.advanceTestClock.response);
}

/** The service as the switcher and guards see it now. */
export async function serviceOf(t: TestApp, token: string, userId: string, centerId: string): Promise<UserCenter> {
  const response = await t.as(token, { method: 'GET', url: `/api/user/${userId}/centers/subscription` });
  const center = jsonOf(response, UserCentersSubscriptionSchema).user_centers.find((each) => each.id === centerId);
  if (!center) throw new Error(`service ${centerId} not listed`);
  return center;
}

export async function invoicesOf(t: TestApp, token: string, userId: string) {
  const response = await t.as(token, { method: 'GET', url: `/api/stripe/invoices/${userId}` });
  return jsonOf(response, endpoints.billing.invoices.response).invoices;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days (rounded up) from the provider's time to a unix time. */
export function daysUntil(providerNow: string, unixSeconds: number): number {
  return Math.ceil((unixSeconds * 1000 - new Date(providerNow).getTime()) / DAY_MS);
}
