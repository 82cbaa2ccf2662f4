import { isNqsChangeFlagged, type NqsChanges, type NqsElementChange } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { loadNqsStructure, type NqsStructure } from './nqs.repository';
import { elementsAnsweredBefore, reviewsOf, versionLoadedAt } from './nqsChanges.repository';

// The elements the NQS in force changed (the NQS of 1 January 2026, migration 0102), with a
// centre's state for each: flagged 'Changed since you answered' when the centre had answered in
// the element before the revision was loaded (the version row's created_at: the moment its users
// first saw the new wording; the effective date is not used, as a revision may be loaded after
// it), until one of its users marks it reviewed. Read by the area page and the readiness view.

async function changesFor(
  db: Kysely<Database>,
  structure: NqsStructure,
  centerId: string,
): Promise<NqsElementChange[]> {
  const changes = [...structure.changes.values()];
  if (changes.length === 0) return [];
  const loadedAt = await versionLoadedAt(db, structure.version.id);
  const ids = changes.map((change) => change.categoryId);
  const [answered, reviews] = await Promise.all([
    loadedAt ? elementsAnsweredBefore(db, centerId, ids, loadedAt) : Promise.resolve(new Set<string>()),
    reviewsOf(db, centerId, structure.version.id),
  ]);
  return changes.flatMap((change) => {
    const element = structure.byId.get(change.categoryId);
    if (!element) return [];
    const review = reviews.get(change.categoryId);
    const state = { answeredBefore: answered.has(change.categoryId), reviewedAt: review?.reviewed_at ?? null };
    return [
      {
        categoryId: element.id,
        label: element.label,
        areaId: element.area_id,
        title: element.title,
        previousTitle: change.previousTitle,
        summary: change.summary,
        ...state,
        flagged: isNqsChangeFlagged(state),
        reviewedByName: review ? (review.reviewer_name ?? null) : null,
      },
    ];
  });
}

/** The elements the NQS in force changed, with the centre's state for each (the caller checks access). */
export async function nqsChangesOf(db: Kysely<Database>, centerId: string): Promise<NqsChanges> {
  const structure = await loadNqsStructure(db);
  return { version: structure.version, elements: await changesFor(db, structure, centerId) };
}

/**
 * For the readiness view: the elements changed in the NQS in force (the 2026 NQS) for a centre,
 * each with what changed, whether the centre must look at it (`flagged`: answered before the
 * change, not reviewed since) and whether it was reviewed. The caller checks access.
 */
export async function elementsChangedForCenter(
  db: Kysely<Database>,
  centerId: string,
): Promise<
  Array<{ categoryId: string; label: string; title: string; summary: string; flagged: boolean; reviewed: boolean }>
> {
  const { elements } = await nqsChangesOf(db, centerId);
  return elements.map((element) => ({
    categoryId: element.categoryId,
    label: element.label,
    title: element.title,
    summary: element.summary,
    flagged: element.flagged,
    reviewed: element.reviewedAt !== null,
  }));
}
