import type { Kysely } from 'kysely';
import { QUESTION_BANK_CATEGORIES, type QuestionSeed } from './types';

// FROZEN with migration 0003, as released: never edit this file. A correction is a new migration
// with its own snapshot under data/, so it reaches existing databases too; editing this would
// only change new ones (frozenSnapshots.test.ts checks every file here against its hash).

/** The tables as migration 0003 reads and fills them (the live schema may change later; this may not). */
export interface QuestionBankTables {
  categories: { id: string; nqs_version_id: string; kind: string; label: string };
  questions: {
    id: string;
    category_id: string;
    type: QuestionSeed['category'];
    label: string;
    title: string;
    description: string;
    yes_description: string | null;
    no_description: string | null;
    center_id: string | null;
    user_id: string | null;
    is_custom: number;
    archive: number;
    sort_order: number;
    created_at: string;
    updated_at: string;
  };
}

/**
 * Adds the question bank of a version. Each question's id is made from its element, category
 * and place among that element's questions of the category ('nqs2018-1.3.1-embedded-2').
 * Throws when a question names an element the version does not have.
 */
export async function loadQuestionBank(
  db: Kysely<QuestionBankTables>,
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
  const now = new Date().toISOString();
  const seen = new Map<string, number>();

  const rows = bank.map((seed, index) => {
    const elementId = elementIds.get(seed.element);
    if (!elementId) throw new Error(`Question bank: element ${seed.element} is not in ${versionId}`);
    if (!QUESTION_BANK_CATEGORIES.includes(seed.category)) {
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
