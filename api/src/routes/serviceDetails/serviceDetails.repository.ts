import type { ServiceDetailsSave } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database, ServiceDetailsTable } from '../../db/schema';
import { isoNow } from '../../lib/time';
import { LIST_COLUMNS, TEXT_COLUMNS, type ListField, type TextField } from '../../shared/serviceDetails.columns';

// Writes the Service entity (columns in shared/serviceDetails.columns.ts); reading it is shared
// (shared/serviceDetails.repository.ts): the reports read it too.

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
