import type { ServiceDetailsFields } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { LIST_COLUMNS, TEXT_COLUMNS, type ListField, type TextField } from './serviceDetails.columns';

// Reads the Service entity (columns in serviceDetails.columns.ts), shared: the service-details
// wizard shows it and the reports print it.

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
