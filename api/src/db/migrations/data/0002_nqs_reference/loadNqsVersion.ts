import { QUESTION_CATEGORIES } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import { isoNow } from '../../../../lib/time';
import type { Database } from '../../../schema';
import type { LawSeed } from '../0004_laws_regulations/laws2018';
import type { NqsVersionSeed } from './nqs2018';
import type { QuestionSeed } from '../0003_questions/types';

// Loads reference data (an NQS version, its question bank, its laws) into the database. The
// migrations call these once; ids are stable, made from the version and the labels, so a later
// migration can revise a row by its id.

export const categoryId = (versionId: string, label: string | number) => `${versionId}-${label}`;

/** Adds one version of the NQS with its areas, standards and elements. */
export async function loadNqsVersion(
  db: Kysely<Database>,
  version: NqsVersionSeed,
  { current }: { current: boolean },
): Promise<void> {
  const now = isoNow();
  if (current) await db.updateTable('nqs_versions').set({ is_current: 0 }).execute();
  await db
    .insertInto('nqs_versions')
    .values({
      id: version.id,
      name: version.name,
      effective_from: version.effectiveFrom,
      is_current: current ? 1 : 0,
      created_at: now,
    })
    .execute();

  let order = 0;
  for (const area of version.areas) {
    const areaId = categoryId(version.id, area.id);
    await db
      .insertInto('categories')
      .values({
        id: areaId,
        nqs_version_id: version.id,
        kind: 'area',
        label: String(area.id),
        name: `NQA${area.id}`,
        title: area.name,
        description: null,
        parent_id: null,
        area_id: area.id,
        sort_order: (order += 1),
      })
      .execute();
    for (const standard of area.standards) {
      const standardId = categoryId(version.id, standard.id);
      await db
        .insertInto('categories')
        .values({
          id: standardId,
          nqs_version_id: version.id,
          kind: 'standard',
          label: standard.id,
          name: `Standard ${standard.id}`,
          title: standard.name,
          description: null,
          parent_id: areaId,
          area_id: area.id,
          sort_order: (order += 1),
        })
        .execute();
      for (const element of standard.elements) {
        await db
          .insertInto('categories')
          .values({
            id: categoryId(version.id, element.id),
            nqs_version_id: version.id,
            kind: 'element',
            label: element.id,
            name: `Element ${element.id}`,
            title: element.title,
            description: null,
            parent_id: standardId,
            area_id: area.id,
            sort_order: (order += 1),
          })
          .execute();
      }
    }
  }
}

/**
 * Adds the question bank of a version. Each question's id is made from its element, category
 * and place among that element's questions of the category ('nqs2018-1.3.1-embedded-2').
 * Throws when a question names an element the version does not have.
 */
export async function loadQuestionBank(
  db: Kysely<Database>,
  versionId: string,
  bank: readonly QuestionSeed[],
): Promise<number> {
  const elements = await db
    .selectFrom('categories')
    .select(['id', 'label'])
    .where('nqs_version_id', '=', versionId)
    .where('kind', '=', 'element')
    .execute();
  const elementIds = new Map(elements.map((element) => [element.label, element.id]));
  const now = isoNow();
  const seen = new Map<string, number>();

  const rows = bank.map((seed, index) => {
    const elementId = elementIds.get(seed.element);
    if (!elementId) throw new Error(`Question bank: element ${seed.element} is not in ${versionId}`);
    if (!QUESTION_CATEGORIES.includes(seed.category)) {
      throw new Error(`Question bank: unknown category ${String(seed.category)} for ${seed.element}`);
    }
    const key = `${seed.element}-${seed.category}`;
    const place = (seen.get(key) ?? 0) + 1;
    seen.set(key, place);
    return {
      id: `${versionId}-${key}-${place}`,
      category_id: elementId,
      type: seed.category,
      label: seed.element,
      title: seed.title.trim(),
      description: seed.description.trim(),
      yes_description: seed.yesDescription.trim(),
      no_description: seed.noDescription.trim(),
      center_id: null,
      user_id: null,
      is_custom: 0,
      archive: 0,
      sort_order: index + 1,
      created_at: now,
      updated_at: now,
    };
  });
  // In slices: PostgreSQL allows at most 65535 parameters in one statement.
  for (let start = 0; start < rows.length; start += 200) {
    await db
      .insertInto('questions')
      .values(rows.slice(start, start + 200))
      .execute();
  }
  return rows.length;
}

/** Adds the laws and regulations of a version, in the order given. */
export async function loadLaws(db: Kysely<Database>, versionId: string, laws: readonly LawSeed[]): Promise<void> {
  const perArea = new Map<number, number>();
  const rows = laws.map((law) => {
    const place = (perArea.get(law.nqa) ?? 0) + 1;
    perArea.set(law.nqa, place);
    return {
      id: `${versionId}-law-${law.nqa}-${String(place).padStart(2, '0')}`,
      nqs_version_id: versionId,
      nqa: law.nqa,
      law_regulation: law.ref,
      description: law.title,
      nqs: law.elements.join(', '),
      sort_order: place,
    };
  });
  if (rows.length > 0) await db.insertInto('laws_regulations').values(rows).execute();
}
