import type { ServiceDetailsFields, ServiceDetailsSave } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database, ServiceDetailsTable } from '../../db/schema';
import { isoNow } from '../../lib/time';
import { LIST_COLUMNS, TEXT_COLUMNS, type ListField, type TextField } from './serviceDetails.columns';

// Reads and writes the Service entity (columns in serviceDetails.columns.ts) and the facts its
// status is computed from.

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
