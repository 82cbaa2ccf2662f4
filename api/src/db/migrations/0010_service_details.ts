import type { Kysely } from 'kysely';

// The service-details wizard's fields of a centre (assessment spec section 3). The name,
// approval number and type stay on `centers`; lists are JSON text.

/** The free-text columns, '' when not given (written out so the migration never changes). */
const SERVICE_DETAILS_TEXT_COLUMNS = [
  'location_street',
  'location_suburb',
  'location_state',
  'location_postal_code',
  'postal_street',
  'postal_suburb',
  'postal_state',
  'postal_code',
  'contact_phone_num',
  'contact_mobile_num',
  'contact_fax_num',
  'contact_email',
  'contact_additional_email',
  'provider_first_name',
  'provider_last_name',
  'provider_phone_num',
  'provider_mobile_num',
  'provider_fax_num',
  'provider_email',
  'supervisor_first_name',
  'supervisor_last_name',
  'supervisor_phone_num',
  'supervisor_mobile_num',
  'supervisor_fax_num',
  'supervisor_email',
  'leader_first_name',
  'leader_last_name',
  'leader_phone_num',
  'leader_mobile_num',
  'leader_fax_num',
  'leader_email',
  'additional_info',
  'philosophy',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  let table = db.schema
    .createTable('service_details')
    .addColumn('center_id', 'text', (col) => col.primaryKey().references('centers.id').onDelete('cascade'));
  for (const column of SERVICE_DETAILS_TEXT_COLUMNS) {
    table = table.addColumn(column, 'text', (col) => col.notNull().defaultTo(''));
  }
  await table
    .addColumn('operating_hours', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('outside_school_hours', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('vacation_care_hours', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('rooms', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('educators', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('employees', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('updated_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('service_details').execute();
}
