import type { Category, NqsOutlineArea, NqsVersion } from '@qip/shared-contracts';
import type { Kysely, Selectable } from 'kysely';
import { compiledQuery, firstRow } from '../db/compiledQuery';
import type { CategoryRow, Database, NqsVersionsTable } from '../db/schema';

// The NQS in force and its structure, shared: assessment, progress and laws all read it.

/** What the version changes in one element of the version it revises. */
export interface NqsElementChange {
  categoryId: string;
  /** The element's name before the change. */
  previousTitle: string;
  summary: string;
}

/**
 * An NQS version with its categories, in the standard's order.
 *
 * A version either has category rows of its own (nqs2018) or is a revision of one (nqs2026,
 * migration 0102): a revision keeps its base version's rows, whose ids ('nqs2018-2.2.3') were
 * first minted by the base and stay the stable keys of questions, answers, evidence, tasks, SAT
 * entries and laws, and changes some elements' names. The categories here are the base's rows
 * with the revision's changes applied, so every title shown is the version's own.
 */
export interface NqsStructure {
  version: NqsVersion;
  /**
   * The version that owns the category, question and law rows: the version itself, or the one it
   * revises. Queries filter `nqs_version_id` by this, never by `version.id`.
   */
  rowsVersionId: string;
  categories: CategoryRow[];
  byId: Map<string, CategoryRow>;
  /** The areas, standards and element labels, as computeProgress reads them. */
  outline: NqsOutlineArea[];
  /** The elements this version changes, by category id (none for a version with its own rows). */
  changes: Map<string, NqsElementChange>;
}

type NqsVersionRow = Selectable<NqsVersionsTable>;

// Read by most requests: compiled once.
const currentVersion = compiledQuery((db: Kysely<Database>) =>
  db.selectFrom('nqs_versions').selectAll().where('is_current', '=', 1),
);
const versionById = compiledQuery((db: Kysely<Database>, id: string) =>
  db.selectFrom('nqs_versions').selectAll().where('id', '=', id),
);

/** The version in force, or the one named. Migrations always load a current one, so its absence is a broken database. */
async function versionRow(db: Kysely<Database>, versionId?: string): Promise<NqsVersionRow> {
  const row = await firstRow(versionId ? versionById(db, versionId) : currentVersion(db));
  if (!row) throw new Error(`No NQS version ${versionId ?? 'in force'}: the reference data migrations did not run`);
  return row;
}

const toVersionDto = (row: NqsVersionRow): NqsVersion => ({
  id: row.id,
  name: row.name,
  effectiveFrom: row.effective_from,
  current: row.is_current === 1,
});

/** The version in force. */
export async function currentNqsVersion(db: Kysely<Database>): Promise<NqsVersion> {
  return toVersionDto(await versionRow(db));
}

/** The version whose category, question and law rows the version in force uses (see NqsStructure.rowsVersionId). */
export async function currentNqsRowsVersionId(db: Kysely<Database>): Promise<string> {
  const row = await versionRow(db);
  return row.base_version_id ?? row.id;
}

/**
 * Each database's structures by version id. A version's structure never changes once its
 * migration loaded it (revised reference data is a new version, and which version is in force is
 * read from the database on every call), so a cache per process is safe however many API
 * processes share the database: only the small version row is read per request, not its
 * categories (and whether it is in force comes from that row). Keyed by the Kysely instance, so two databases (tests) never share an entry.
 */
const structures = new WeakMap<Kysely<Database>, Map<string, Promise<NqsStructure>>>();

/** The version in force (or the one named, e.g. 'nqs2018'), with its categories as that version names them. */
export async function loadNqsStructure(db: Kysely<Database>, versionId?: string): Promise<NqsStructure> {
  const row = await versionRow(db, versionId);
  const byVersion = structures.get(db) ?? new Map<string, Promise<NqsStructure>>();
  structures.set(db, byVersion);
  let loading = byVersion.get(row.id);
  if (!loading) {
    loading = readNqsStructure(db, row);
    byVersion.set(row.id, loading);
    // A failed read (the database went away) is tried again next time, not kept.
    loading.catch(() => byVersion.delete(row.id));
  }
  // Whether the version is in force is the row's of now, not the cached one's.
  return { ...(await loading), version: toVersionDto(row) };
}

async function readNqsStructure(db: Kysely<Database>, row: NqsVersionRow): Promise<NqsStructure> {
  const rowsVersionId = row.base_version_id ?? row.id;
  const [rows, changeRows] = await Promise.all([
    db.selectFrom('categories').selectAll().where('nqs_version_id', '=', rowsVersionId).orderBy('sort_order').execute(),
    db.selectFrom('nqs_revision_changes').selectAll().where('version_id', '=', row.id).execute(),
  ]);
  const changeOf = new Map(changeRows.map((change) => [change.category_id, change]));
  const changes = new Map<string, NqsElementChange>();
  // Frozen: every request shares these rows, so none may change them.
  const categories = rows.map((category) => {
    const change = changeOf.get(category.id);
    if (!change) return Object.freeze(category);
    changes.set(category.id, { categoryId: category.id, previousTitle: category.title, summary: change.summary });
    return Object.freeze({ ...category, title: change.title ?? category.title });
  });
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
  return { version: toVersionDto(row), rowsVersionId, categories, byId, outline, changes };
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
