import { progressOfTallies, type AreaProgressTree, type NqaProgress, type ProgressTree } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { areaCategory, type NqsStructure } from './nqs.repository';
import { countBankAnswers } from './questions.repository';

// A centre's progress, shared: the progress cards and the assessment's area tree come from one computation.

/** A centre's progress through the current NQS, from its answers to the question bank. */
export async function centerProgress(
  db: Kysely<Database>,
  structure: NqsStructure,
  centerId: string,
): Promise<ProgressTree> {
  return progressOfTallies(structure.outline, await countBankAnswers(db, structure.rowsVersionId, centerId));
}

/** The numbers of the dashboard cards and the shell's 'QIP Finished' bar. */
export function toNqaProgress(tree: ProgressTree): NqaProgress {
  return {
    totalProgress: tree.completed,
    nqaItems: tree.areas.map((area) => ({ id: area.id, completed: area.completed })),
  };
}

/** One area of the tree with the names of its levels and sub-levels. */
export function toAreaProgressTree(
  structure: NqsStructure,
  tree: ProgressTree,
  areaId: number,
  centerId: string,
): AreaProgressTree | null {
  const area = tree.areas.find((candidate) => candidate.id === areaId);
  const category = areaCategory(structure, areaId);
  if (!area || !category) return null;
  const byLabel = new Map(structure.categories.map((row) => [row.label, row]));

  return {
    id: areaId,
    categoryId: category.id,
    label: category.label,
    name: category.name,
    title: category.title,
    centerId,
    completed: area.completed,
    answered: area.answered,
    questions: area.questions,
    levels: area.standards.map((standard) => {
      const level = byLabel.get(standard.label);
      const elementCount = standard.elements.length;
      return {
        id: level?.id ?? standard.label,
        label: standard.label,
        name: level?.name ?? `Standard ${standard.label}`,
        title: level?.title ?? '',
        info: `${elementCount} element${elementCount === 1 ? '' : 's'}, ${standard.answered} of ${standard.questions} questions answered`,
        completed: standard.completed,
        answered: standard.answered,
        questions: standard.questions,
        subLevels: standard.elements.map((element) => {
          const subLevel = byLabel.get(element.label);
          return {
            id: subLevel?.id ?? element.label,
            label: element.label,
            name: subLevel?.title ?? element.label,
            description: subLevel?.description ?? null,
            completed: element.completed,
            answered: element.answered,
            questions: element.questions,
          };
        }),
      };
    }),
  };
}
