import { authEndpoints } from './auth';
import { configEndpoints } from './config';
import { healthEndpoints } from './health';
import { progressEndpoints } from './progress';
import { subscriptionEndpoints } from './subscription';
import { userEndpoints } from './users';

export * from './auth';
export * from './common';
export * from './config';
export * from './health';
export * from './progress';
export * from './subscription';
export * from './users';

/**
 * Every API call of the portal, by area. The API serves each of these (a test checks it) and
 * the browser calls them through `ApiClient.call`.
 */
export const endpoints = {
  auth: authEndpoints,
  health: healthEndpoints,
  config: configEndpoints,
  users: userEndpoints,
  subscriptions: subscriptionEndpoints,
  progress: progressEndpoints,
} as const;
