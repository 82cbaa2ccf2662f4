import type { Block, RichText } from '../../../../shared/documents/model';
import type { SourceArea, SourceElement, SourceQuestion } from '../source';
import { elementsOf, elementTitle, evidenceLabels, isYes } from './common';

// The strengths of an area: per element its Yes answers with the evidence they are remembered
// by, and the descriptions the service wrote for its SAT.

/** A Yes answer as a line: the practice, then its evidence labels. */
export function strengthLine(question: SourceQuestion): RichText {
  const labels = evidenceLabels(question);
  const notes = question.notes.trim();
  return [
    { text: question.title },
    ...(notes ? [{ text: ` ${notes}`, italic: true }] : []),
    ...(labels.length > 0 ? [{ text: ` Evidence: `, bold: true }, { text: labels.join('; ') }] : []),
  ];
}

/** The Yes answers of an element. */
export const strengthsOf = (element: SourceElement) => element.questions.filter(isYes);

/** Per element with strengths: its title, then its strengths as bullets. */
export function elementStrengths(area: SourceArea): Block[] {
  return elementsOf(area).flatMap((element): Block[] => {
    const strengths = strengthsOf(element);
    if (strengths.length === 0) return [];
    return [
      { kind: 'heading', level: 3, text: elementTitle(element) },
      { kind: 'bullets', items: strengths.map(strengthLine) },
    ];
  });
}

/**
 * The template's strengths box, a summary: per element the strengths the service described for
 * its SAT, how many practices it has in place, and the evidence they rest on. Each practice is
 * listed under its exceeding theme below the box.
 */
export function strengthsSummary(area: SourceArea): Block {
  const paragraphs = elementsOf(area).flatMap((element): RichText[] => {
    const strengths = strengthsOf(element);
    const sat = element.sat.filter((strength) => strength.description.trim());
    if (strengths.length === 0 && sat.length === 0) return [];
    const labels = [...new Set(strengths.flatMap(evidenceLabels))];
    const inPlace = strengths.length === 1 ? '1 practice in place' : `${strengths.length} practices in place`;
    return [
      [{ text: elementTitle(element), bold: true }, { text: ` (${inPlace})` }],
      ...sat.map((strength): RichText => strength.description),
      ...(labels.length > 0 ? [[{ text: 'Evidence: ', bold: true }, { text: labels.join('; ') }]] : []),
    ];
  });
  return {
    kind: 'box',
    title: 'Summary of strengths',
    paragraphs: paragraphs.length > 0 ? paragraphs : ['No strengths recorded for this quality area yet.'],
    area: area.id,
  };
}
