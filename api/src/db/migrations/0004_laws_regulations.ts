import type { Kysely } from 'kysely';
import { LAWS_2018 } from './data/0004_laws_regulations/laws2018';
import { loadLaws, type LawsTables } from './data/0004_laws_regulations/loadLaws';

// The laws and regulations of each quality area, and each centre's record of compliance.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('laws_regulations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('nqs_version_id', 'text', (col) => col.notNull().references('nqs_versions.id').onDelete('cascade'))
    .addColumn('nqa', 'integer', (col) => col.notNull())
    .addColumn('law_regulation', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    // Element labels it underpins, comma-separated; empty for the area as a whole.
    .addColumn('nqs', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('laws_regulations_area_idx')
    .on('laws_regulations')
    .columns(['nqs_version_id', 'nqa'])
    .execute();

  // One record per centre and area (the spec's result record: its note and results).
  await db.schema
    .createTable('law_compliance')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('center_id', 'text', (col) => col.notNull().references('centers.id').onDelete('cascade'))
    .addColumn('nqs_version_id', 'text', (col) => col.notNull().references('nqs_versions.id').onDelete('cascade'))
    .addColumn('nqa', 'integer', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('updated_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('law_compliance_center_area_unique', ['center_id', 'nqs_version_id', 'nqa'])
    .execute();

  // Each law's result in a record: 1 compliant, 2 non-compliant, 3 not applicable.
  await db.schema
    .createTable('law_compliance_results')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('compliance_id', 'text', (col) => col.notNull().references('law_compliance.id').onDelete('cascade'))
    .addColumn('law_id', 'text', (col) => col.notNull().references('laws_regulations.id').onDelete('cascade'))
    .addColumn('result', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('law_compliance_results_unique', ['compliance_id', 'law_id'])
    .execute();

  await loadLaws(db as Kysely<LawsTables>, 'nqs2018', LAWS_2018);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('law_compliance_results').execute();
  await db.schema.dropTable('law_compliance').execute();
  await db.schema.dropTable('laws_regulations').execute();
}
