import type { Kysely } from 'kysely';

// Accounts, users, centres (services), memberships, subscriptions and OAuth clients.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('stripe_customer_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) => col.references('accounts.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('user_type', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('street_address', 'text')
    .addColumn('suburb', 'text')
    .addColumn('state', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('tel_num', 'text')
    .addColumn('mobile_num', 'text')
    .addColumn('additional_email', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('centers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('approval_number', 'text')
    .addColumn('service_cat_id', 'integer')
    .addColumn('has_qip', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('trial_ends_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('centers_account_idx').on('centers').column('account_id').execute();

  await db.schema
    .createTable('center_users')
    .addColumn('center_id', 'text', (col) => col.notNull().references('centers.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('center_users_pk', ['center_id', 'user_id'])
    .execute();
  await db.schema.createIndex('center_users_user_idx').on('center_users').column('user_id').execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('center_id', 'text', (col) => col.notNull().references('centers.id').onDelete('cascade'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('provider_subscription_id', 'text', (col) => col.notNull())
    .addColumn('product_name', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('interval', 'text', (col) => col.notNull())
    .addColumn('current_period_start', 'text', (col) => col.notNull())
    .addColumn('current_period_end', 'text', (col) => col.notNull())
    .addColumn('canceled_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // One current subscription per centre.
  await db.schema.createIndex('subscriptions_center_idx').on('subscriptions').column('center_id').unique().execute();

  await db.schema
    .createTable('oauth_clients')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('secret_hash', 'text')
    .addColumn('confidential', 'integer', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'oauth_clients',
    'subscriptions',
    'center_users',
    'centers',
    'users',
    'accounts',
    'app_settings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
