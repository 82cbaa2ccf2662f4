import {
  computeProgress,
  levelCompletionLabel,
  nqaCardDisplay,
  percentOf,
  progressOfTallies,
  shownPercent,
  type NqsOutlineArea,
  type ProgressQuestion,
} from './progress';

const OUTLINE: NqsOutlineArea[] = [
  {
    id: 1,
    standards: [
      { label: '1.1', elements: ['1.1.1', '1.1.2'] },
      { label: '1.2', elements: ['1.2.1'] },
    ],
  },
  { id: 2, standards: [{ label: '2.1', elements: ['2.1.1'] }] },
];

const questions = (element: string, statuses: ProgressQuestion['status'][]): ProgressQuestion[] =>
  statuses.map((status) => ({ element, status }));

describe('percentOf', () => {
  it.each([
    [0, 0, 0],
    [0, 4, 0],
    [1, 3, 33.33],
    [2, 3, 66.67],
    [3, 3, 100],
    [999, 1000, 99.9],
    [9999, 10000, 99.99],
    [99999, 100000, 99.99],
  ])('%i of %i answered is %d%%', (answered, total, percent) => {
    expect(percentOf(answered, total)).toBe(percent);
  });
});

describe('computeProgress', () => {
  it('counts Yes, No and Not applicable as done, and unanswered as not', () => {
    const tree = computeProgress(OUTLINE, questions('1.1.1', [0, 1, 2, 3]));
    expect(tree.areas[0]!.standards[0]!.elements[0]).toEqual({
      label: '1.1.1',
      answered: 3,
      questions: 4,
      completed: 75,
    });
  });

  it('adds up elements into standards, standards into areas and areas into the total', () => {
    const tree = computeProgress(OUTLINE, [
      ...questions('1.1.1', [1, 1]),
      ...questions('1.1.2', [0, 0]),
      ...questions('1.2.1', [2, 0, 0, 0]),
      ...questions('2.1.1', [3, 3]),
    ]);
    const [area1, area2] = tree.areas;
    expect(area1!.standards.map((standard) => [standard.label, standard.completed])).toEqual([
      ['1.1', 50],
      ['1.2', 25],
    ]);
    expect(area1).toMatchObject({ id: 1, answered: 3, questions: 8, completed: 37.5 });
    expect(area2).toMatchObject({ id: 2, answered: 2, questions: 2, completed: 100 });
    expect(tree).toMatchObject({ answered: 5, questions: 10, completed: 50 });
  });

  it('leaves custom goals and strengths out', () => {
    const tree = computeProgress(OUTLINE, [
      ...questions('2.1.1', [0, 0]),
      { element: '2.1.1', status: 1, isCustom: true },
      { element: '2.1.1', status: 2, isCustom: true },
    ]);
    expect(tree.areas[1]).toMatchObject({ answered: 0, questions: 2, completed: 0 });
  });

  it('gives every level of the outline, at 0 when it has no questions', () => {
    const tree = computeProgress(OUTLINE, []);
    expect(tree.completed).toBe(0);
    expect(tree.areas.map((area) => area.id)).toEqual([1, 2]);
    expect(tree.areas[0]!.standards[0]!.elements.map((element) => element.completed)).toEqual([0, 0]);
  });

  it('ignores answers to elements that are not in the outline', () => {
    const tree = computeProgress(OUTLINE, questions('9.9.9', [1, 1]));
    expect(tree).toMatchObject({ answered: 0, questions: 0, completed: 0 });
  });
});

describe('progressOfTallies', () => {
  it('gives the tree computeProgress gives for the same questions, counted per element', () => {
    const tallies = new Map([
      ['1.1.1', { answered: 2, questions: 2 }],
      ['1.2.1', { answered: 1, questions: 4 }],
      ['9.9.9', { answered: 1, questions: 1 }],
    ]);
    expect(progressOfTallies(OUTLINE, tallies)).toEqual(
      computeProgress(OUTLINE, [
        ...questions('1.1.1', [1, 3]),
        ...questions('1.2.1', [2, 0, 0, 0]),
        ...questions('9.9.9', [1]),
      ]),
    );
    expect(progressOfTallies(OUTLINE, tallies)).toMatchObject({ answered: 3, questions: 6, completed: 50 });
  });
});

describe('nqaCardDisplay (card wording)', () => {
  it.each([
    [0, 'Start NQA3', 'Not started', 0, false],
    [0.4, 'Continue NQA3', 'In progress', 0, false],
    [37.5, 'Continue NQA3', 'In progress', 37, false],
    [98.6, 'Continue NQA3', 'In progress', 98, false],
    [99.01, 'Completed NQA3', 'Finished', 100, true],
    [100, 'Completed NQA3', 'Finished', 100, true],
  ])('%d%% reads %s (%s, shown %i%%)', (percent, action, status, shown, finished) => {
    expect(nqaCardDisplay(3, percent)).toEqual({
      actionLabel: action,
      statusLabel: status,
      shownPercent: shown,
      finished,
    });
  });
});

describe('levelCompletionLabel', () => {
  it.each([
    [0, '0% Completed'],
    [66.67, '66% Completed'],
    [100, 'Finished'],
  ])('%d%% reads %s', (percent, label) => {
    expect(levelCompletionLabel(percent)).toBe(label);
  });
});

describe('shownPercent', () => {
  it.each([
    [0, 0],
    [16.67, 16],
    [99.99, 99],
    [100, 100],
  ])('%d%% shows as %d%%', (percent, shown) => {
    expect(shownPercent(percent)).toBe(shown);
  });
});
