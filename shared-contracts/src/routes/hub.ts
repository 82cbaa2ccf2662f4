// Pages of the management hub (Holistic HUB) the portal links to. The hub's base URL is
// configuration (HUB_URL, given to the browser as PlatformProps.hubUrl).

export const HUB_PATHS = {
  /** Top links of the header (the spec names the pages, not their paths). */
  messages: 'messages',
  users: 'users',
  subscriptions: 'subscriptions',
  /** Change-service modal (both specs): an overdue payment, a resubscription, a new service. */
  paymentFailed: 'payment/failed',
  resubscribe: 'resubscribe',
  newService: 'plans/app_redirect-new_service',
  /** The hub's plans, where the mentoring plan is described (footer shortcut). */
  plans: 'plans',
} as const;
export type HubPath = (typeof HUB_PATHS)[keyof typeof HUB_PATHS];

/** `https://hub.example` and `payment/failed` give `https://hub.example/payment/failed`. */
export function hubLink(hubUrl: string, path: HubPath): string {
  return `${hubUrl.replace(/\/+$/, '')}/${path}`;
}
