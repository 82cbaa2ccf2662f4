import type { Insertable, Selectable, Updateable } from 'kysely';

// Tables as the migrations create them. Ids are made by the application (text), timestamps are
// ISO 8601 text in UTC, booleans are 0/1 integers: the subset SQLite and PostgreSQL share.

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface AccountsTable {
  id: string;
  name: string;
  /** The payment provider's customer id; null for a trial account. */
  stripe_customer_id: string | null;
  created_at: string;
}

export interface UsersTable {
  id: string;
  account_id: string | null;
  email: string;
  name: string;
  password_hash: string;
  user_type: 'ADMIN' | 'USER' | 'SUPER_ADMIN';
  phone: string | null;
  street_address: string | null;
  suburb: string | null;
  state: string | null;
  postal_code: string | null;
  tel_num: string | null;
  mobile_num: string | null;
  additional_email: string | null;
  created_at: string;
  updated_at: string;
}

export interface CentersTable {
  id: string;
  account_id: string;
  name: string;
  approval_number: string | null;
  service_cat_id: number | null;
  has_qip: number;
  /** When the free trial ends; null when the service never had one. */
  trial_ends_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CenterUsersTable {
  center_id: string;
  user_id: string;
  role: 'admin' | 'member';
  created_at: string;
}

export interface SubscriptionsTable {
  id: string;
  center_id: string;
  /** 'local' (the built-in test-mode provider) or 'stripe'. */
  provider: string;
  provider_subscription_id: string;
  product_name: string;
  status: string;
  amount_cents: number;
  interval: 'month' | 'year';
  current_period_start: string;
  current_period_end: string;
  canceled_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface OAuthClientsTable {
  id: string;
  name: string;
  /** Null for a public client (the portal in the browser). */
  secret_hash: string | null;
  confidential: number;
}

export interface Database {
  app_settings: AppSettingsTable;
  accounts: AccountsTable;
  users: UsersTable;
  centers: CentersTable;
  center_users: CenterUsersTable;
  subscriptions: SubscriptionsTable;
  oauth_clients: OAuthClientsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type CenterRow = Selectable<CentersTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type AccountRow = Selectable<AccountsTable>;
