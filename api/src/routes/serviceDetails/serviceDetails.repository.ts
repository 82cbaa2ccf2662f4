import type { ServiceDetailsFields, ServiceDetailsSave } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database, ServiceDetailsTable } from '../../db/schema';
import { isoNow } from '../../lib/time';

// Reads and writes the Service entity: the name, approval number and type on `centers`, the
// wizard's other fields in `service_details` (free text as columns, lists as JSON text).

type TextField = Exclude<
  keyof ServiceDetailsFields,
  | 'name'
  | 'approvalNumber'
  | 'serviceCatId'
  | 'operatingHours'
  | 'outsideSchoolHours'
  | 'vacationCareHours'
  | 'rooms'
  | 'educators'
  | 'employees'
>;
type ListField = 'operatingHours' | 'outsideSchoolHours' | 'vacationCareHours' | 'rooms' | 'educators' | 'employees';

const TEXT_COLUMNS: Record<TextField, keyof ServiceDetailsTable> = {
  locationStreet: 'location_street',
  locationSuburb: 'location_suburb',
  locationState: 'location_state',
  locationPostalCode: 'location_postal_code',
  postalStreet: 'postal_street',
  postalSuburb: 'postal_suburb',
  postalState: 'postal_state',
  postalCode: 'postal_code',
  contactPhoneNum: 'contact_phone_num',
  contactMobileNum: 'contact_mobile_num',
  contactFaxNum: 'contact_fax_num',
  contactEmail: 'contact_email',
  contactAdditionalEmail: 'contact_additional_email',
  providerFirstName: 'provider_first_name',
  providerLastName: 'provider_last_name',
  providerPhoneNum: 'provider_phone_num',
  providerMobileNum: 'provider_mobile_num',
  providerFaxNum: 'provider_fax_num',
  providerEmail: 'provider_email',
  supervisorFirstName: 'supervisor_first_name',
  supervisorLastName: 'supervisor_last_name',
  supervisorPhoneNum: 'supervisor_phone_num',
  supervisorMobileNum: 'supervisor_mobile_num',
  supervisorFaxNum: 'supervisor_fax_num',
  supervisorEmail: 'supervisor_email',
  leaderFirstName: 'leader_first_name',
  leaderLastName: 'leader_last_name',
  leaderPhoneNum: 'leader_phone_num',
  leaderMobileNum: 'leader_mobile_num',
  leaderFaxNum: 'leader_fax_num',
  leaderEmail: 'leader_email',
  additionalInfo: 'additional_info',
  philosophy: 'philosophy',
};

const LIST_COLUMNS: Record<ListField, keyof ServiceDetailsTable> = {
  operatingHours: 'operating_hours',
  outsideSchoolHours: 'outside_school_hours',
  vacationCareHours: 'vacation_care_hours',
  rooms: 'rooms',
  educators: 'educators',
  employees: 'employees',
};

export interface StoredServiceDetails {
  fields: ServiceDetailsFields;
  updatedAt: string | null;
}

function parseList<T>(text: string | undefined): T[] {
  if (!text) return [];
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? (value as T[]) : [];
}

/** The centre's details, or null when there is no such centre. */
export async function loadServiceDetails(db: Kysely<Database>, centerId: string): Promise<StoredServiceDetails | null> {
  const center = await db
    .selectFrom('centers')
    .select(['name', 'approval_number', 'service_cat_id', 'updated_at'])
    .where('id', '=', centerId)
    .executeTakeFirst();
  if (!center) return null;
  const row = await db.selectFrom('service_details').selectAll().where('center_id', '=', centerId).executeTakeFirst();

  const text = Object.fromEntries(
    Object.entries(TEXT_COLUMNS).map(([field, column]) => [field, row ? String(row[column]) : '']),
  ) as Record<TextField, string>;
  const lists = Object.fromEntries(
    Object.entries(LIST_COLUMNS).map(([field, column]) => [field, parseList(row ? String(row[column]) : undefined)]),
  ) as Pick<ServiceDetailsFields, ListField>;

  return {
    fields: {
      name: center.name,
      approvalNumber: center.approval_number ?? '',
      serviceCatId: center.service_cat_id,
      ...text,
      ...lists,
    },
    updatedAt: row?.updated_at ?? null,
  };
}

/** A new row: nothing given yet ('' and empty lists, as the migration's defaults). */
function emptyRow(centerId: string): Omit<ServiceDetailsTable, 'updated_by' | 'created_at' | 'updated_at'> {
  const text = Object.fromEntries(Object.values(TEXT_COLUMNS).map((column) => [column, '']));
  const lists = Object.fromEntries(Object.values(LIST_COLUMNS).map((column) => [column, '[]']));
  return { center_id: centerId, ...text, ...lists } as Omit<
    ServiceDetailsTable,
    'updated_by' | 'created_at' | 'updated_at'
  >;
}

/** Stores the fields given (already validated) and keeps the rest. */
export async function saveServiceDetails(
  db: Kysely<Database>,
  centerId: string,
  body: ServiceDetailsSave,
  userId: string,
  now: Date,
): Promise<void> {
  const stamp = isoNow(now);
  const columns: Partial<Record<keyof ServiceDetailsTable, string>> = {};
  for (const [field, column] of Object.entries(TEXT_COLUMNS) as Array<[TextField, keyof ServiceDetailsTable]>) {
    const value = body[field];
    if (value !== undefined) columns[column] = value;
  }
  for (const [field, column] of Object.entries(LIST_COLUMNS) as Array<[ListField, keyof ServiceDetailsTable]>) {
    const value = body[field];
    if (value !== undefined) columns[column] = JSON.stringify(value);
  }

  await db.transaction().execute(async (trx) => {
    const identity = {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.approvalNumber !== undefined ? { approval_number: body.approvalNumber } : {}),
      ...(body.serviceCatId !== undefined ? { service_cat_id: body.serviceCatId } : {}),
    };
    if (Object.keys(identity).length > 0) {
      await trx
        .updateTable('centers')
        .set({ ...identity, updated_at: stamp })
        .where('id', '=', centerId)
        .execute();
    }
    await trx
      .insertInto('service_details')
      .values({ ...emptyRow(centerId), ...columns, updated_by: userId, created_at: stamp, updated_at: stamp })
      .onConflict((conflict) =>
        conflict.column('center_id').doUpdateSet({ ...columns, updated_by: userId, updated_at: stamp }),
      )
      .execute();
  });
}
