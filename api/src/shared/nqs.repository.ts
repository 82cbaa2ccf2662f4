import type { Category, NqsOutlineArea, NqsVersion } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { CategoryRow, Database } from '../db/schema';

// The NQS in force and its structure, shared: assessment, progress and laws all read it.

/** An NQS version with its categories, in the standard's order. */
export interface NqsStructure {
  version: NqsVersion;
  categories: CategoryRow[];
  byId: Map<string, CategoryRow>;
  /** The areas, standards and element labels, as computeProgress reads them. */
  outline: NqsOutlineArea[];
}

/** The version in force. Migrations always load one, so its absence is a broken database. */
export async function currentNqsVersion(db: Kysely<Database>): Promise<NqsVersion> {
  const row = await db.selectFrom('nqs_versions').selectAll().where('is_current', '=', 1).executeTakeFirst();
  if (!row) throw new Error('No current NQS version: the reference data migration did not run');
  return { id: row.id, name: row.name, effectiveFrom: row.effective_from, current: true };
}

export async function loadNqsStructure(db: Kysely<Database>): Promise<NqsStructure> {
  const version = await currentNqsVersion(db);
  const categories = await db
    .selectFrom('categories')
    .selectAll()
    .where('nqs_version_id', '=', version.id)
    .orderBy('sort_order')
    .execute();
  const byId = new Map(categories.map((category) => [category.id, category]));
  const childrenOf = (parentId: string) => categories.filter((category) => category.parent_id === parentId);
  const outline = categories
    .filter((category) => category.kind === 'area')
    .map((area) => ({
      id: area.area_id,
      standards: childrenOf(area.id).map((standard) => ({
        label: standard.label,
        elements: childrenOf(standard.id).map((element) => element.label),
      })),
    }));
  return { version, categories, byId, outline };
}

export function toCategoryDto(row: CategoryRow): Category {
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    name: row.name,
    title: row.title,
    description: row.description,
    parent: row.parent_id,
    areaId: row.area_id,
    nqsVersion: row.nqs_version_id,
  };
}

/** The element categories under a category (itself, when it is an element). */
export function elementsUnder(structure: NqsStructure, categoryId: string): CategoryRow[] {
  const start = structure.byId.get(categoryId);
  if (!start) return [];
  let level = [start];
  while (level.some((category) => category.kind !== 'element')) {
    const ids = new Set(level.map((category) => category.id));
    level = [
      ...level.filter((category) => category.kind === 'element'),
      ...structure.categories.filter((category) => category.parent_id !== null && ids.has(category.parent_id)),
    ];
  }
  return level;
}

/** The area category of a quality area number. */
export function areaCategory(structure: NqsStructure, areaId: number): CategoryRow | undefined {
  return structure.categories.find((category) => category.kind === 'area' && category.area_id === areaId);
}
