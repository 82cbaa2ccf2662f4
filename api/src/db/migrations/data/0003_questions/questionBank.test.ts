import { QUESTION_CATEGORIES } from '@qip/shared-contracts';
import { NQS_2018 } from '../0002_nqs_reference/nqs2018';
import { AREA_1_QUESTIONS } from './area1';
import { AREA_2_QUESTIONS } from './area2';
import { AREA_3_QUESTIONS } from './area3';
import { AREA_4_QUESTIONS } from './area4';
import { AREA_5_QUESTIONS } from './area5';
import { AREA_6_QUESTIONS } from './area6';
import { AREA_7_QUESTIONS } from './area7';
import { QUESTION_BANK, type QuestionSeed } from './index';
import { QUESTION_BANK_CATEGORIES } from './types';

// The bank migration 0003 loads links its questions to the elements of the NQS migration 0002
// loads (NQS_2018, 40 elements), so it is checked against that snapshot.
const ELEMENT_IDS = NQS_2018.areas.flatMap((area) =>
  area.standards.flatMap((standard) => standard.elements.map((element) => element.id)),
);
const MOST_MISSED = ['1.3.1', '1.3.2'];
const TEXT_FIELDS = ['title', 'description', 'yesDescription', 'noDescription'] as const;
const MAX_LENGTH: Record<(typeof TEXT_FIELDS)[number], number> = {
  title: 200,
  description: 600,
  yesDescription: 600,
  noDescription: 600,
};

const AREA_FILES: [number, QuestionSeed[]][] = [
  [1, AREA_1_QUESTIONS],
  [2, AREA_2_QUESTIONS],
  [3, AREA_3_QUESTIONS],
  [4, AREA_4_QUESTIONS],
  [5, AREA_5_QUESTIONS],
  [6, AREA_6_QUESTIONS],
  [7, AREA_7_QUESTIONS],
];

function count(element: string, category?: QuestionSeed['category']): number {
  return QUESTION_BANK.filter((q) => q.element === element && (category === undefined || q.category === category))
    .length;
}

function label(question: QuestionSeed): string {
  return `${question.element} ${question.category}: ${question.title}`;
}

describe('question bank', () => {
  it('uses the categories the API knows', () => {
    expect(QUESTION_CATEGORIES).toEqual(expect.arrayContaining([...QUESTION_BANK_CATEGORIES]));
  });

  it('covers the 40 elements of the National Quality Standard', () => {
    expect(ELEMENT_IDS).toHaveLength(40);
  });

  it('gives every element at least two questions in each of the three categories', () => {
    const short = ELEMENT_IDS.flatMap((element) =>
      QUESTION_BANK_CATEGORIES.filter((category) => count(element, category) < 2).map(
        (category) => `${element} ${category}: ${count(element, category)}`,
      ),
    );
    expect(short).toEqual([]);
  });

  it('gives 1.3.1 and 1.3.2 at least four questions per category and more than any other element', () => {
    const short = MOST_MISSED.flatMap((element) =>
      QUESTION_BANK_CATEGORIES.filter((category) => count(element, category) < 4).map(
        (category) => `${element} ${category}: ${count(element, category)}`,
      ),
    );
    expect(short).toEqual([]);
    const largestOther = Math.max(...ELEMENT_IDS.filter((id) => !MOST_MISSED.includes(id)).map((id) => count(id)));
    for (const element of MOST_MISSED) {
      expect(count(element)).toBeGreaterThan(largestOther);
    }
  });

  it('uses only elements of the standard and only the known categories', () => {
    const unknown = QUESTION_BANK.filter(
      (q) => !ELEMENT_IDS.includes(q.element) || !QUESTION_BANK_CATEGORIES.includes(q.category),
    ).map(label);
    expect(unknown).toEqual([]);
  });

  it('keeps each area file to its own quality area', () => {
    const misplaced = AREA_FILES.flatMap(([area, questions]) =>
      questions.filter((q) => !q.element.startsWith(`${area}.`)).map((q) => `area ${area} has ${label(q)}`),
    );
    expect(misplaced).toEqual([]);
    expect(QUESTION_BANK).toHaveLength(AREA_FILES.reduce((sum, [, questions]) => sum + questions.length, 0));
  });

  it('lists questions in element order, then in category order', () => {
    const position = (q: QuestionSeed) =>
      ELEMENT_IDS.indexOf(q.element) * QUESTION_BANK_CATEGORIES.length + QUESTION_BANK_CATEGORIES.indexOf(q.category);
    const outOfOrder = QUESTION_BANK.filter((q, i) => i > 0 && position(q) < position(QUESTION_BANK[i - 1]!)).map(
      label,
    );
    expect(outOfOrder).toEqual([]);
  });

  it('has no duplicate titles, and no text repeated word for word between questions', () => {
    for (const field of TEXT_FIELDS) {
      const seen = new Set<string>();
      const repeated = QUESTION_BANK.map((q) => q[field].toLowerCase().replace(/\s+/g, ' ')).filter((text) => {
        const duplicate = seen.has(text);
        seen.add(text);
        return duplicate;
      });
      expect({ field, repeated }).toEqual({ field, repeated: [] });
    }
  });

  it('fills every field with trimmed text of a reasonable length', () => {
    const problems = QUESTION_BANK.flatMap((q) =>
      TEXT_FIELDS.flatMap((field) => {
        const text = q[field];
        if (text.trim().length === 0) return [`${label(q)}: ${field} is empty`];
        if (text !== text.trim()) return [`${label(q)}: ${field} is not trimmed`];
        if (/\s{2,}/.test(text)) return [`${label(q)}: ${field} has doubled spaces`];
        if (text.length > MAX_LENGTH[field]) return [`${label(q)}: ${field} has ${text.length} characters`];
        return [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('phrases every title as a question and every other field as finished sentences', () => {
    const problems = QUESTION_BANK.flatMap((q) => [
      ...(q.title.endsWith('?') ? [] : [`${label(q)}: title does not end with '?'`]),
      ...(['description', 'yesDescription', 'noDescription'] as const)
        .filter((field) => !/[.?)]$/.test(q[field]))
        .map((field) => `${label(q)}: ${field} does not end a sentence`),
    ]);
    expect(problems).toEqual([]);
  });

  it("writes in Australian English with the National Quality Framework's own terms", () => {
    const foreign = /\b(programmes?|centers?|behavior\w*|color\w*|organiz\w*|favor\w*|judgment)\b/i;
    const offenders = QUESTION_BANK.flatMap((q) =>
      TEXT_FIELDS.filter((field) => foreign.test(q[field])).map((field) => `${label(q)}: ${field}`),
    );
    expect(offenders).toEqual([]);
  });
});
