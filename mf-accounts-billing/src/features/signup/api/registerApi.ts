import { endpoints, type ApiClient, type RegisterBody } from '@qip/shared-contracts';

/** Registers the administrator, their first service and its 30-day trial; answers a token. */
export function register(api: ApiClient, body: RegisterBody) {
  return api.call(endpoints.accounts.register, { body });
}
