import {
  percentOf,
  type AreaProgressTree,
  type LawCompliance,
  type NqaList,
  type NqaProgress,
  type NqsChanges,
  type NqsElementChange,
  type ProgressCount,
  type Question,
  type ServiceDetails,
} from '@qip/shared-contracts';
import { demoService, newServiceDetails } from '@qip/shared-ui/testing';

export const CENTER_ID = demoService().id;

const AREA_TITLES = [
  'Educational program and practice',
  "Children's health and safety",
  'Physical environment',
  'Staffing arrangements',
  'Relationships with children',
  'Collaborative partnerships with families and communities',
  'Governance and leadership',
];

export const nqaList = (): NqaList => ({
  version: {
    id: 'nqs2018',
    name: 'National Quality Standard (February 2018)',
    effectiveFrom: '2018-02-01',
    current: true,
  },
  areas: AREA_TITLES.map((title, index) => ({
    id: index + 1,
    categoryId: `nqs2018-${index + 1}`,
    name: `NQA${index + 1}`,
    title,
    standards: 2,
    elements: 6,
    questions: 36,
  })),
});

export const nqaProgress = (completed: Partial<Record<number, number>> = {}): NqaProgress => ({
  totalProgress: 12.5,
  nqaItems: [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, completed: completed[id] ?? 0 })),
});

export function question(overrides: Partial<Question> = {}): Question {
  return {
    id: 'nqs2018-1.3.1-embedded-1',
    type: 'embedded',
    label: '1.3.1',
    categoryId: 'nqs2018-1.3.1',
    areaId: 1,
    title: 'Does every room follow the planning cycle?',
    description: 'Observe, analyse, plan, act, reflect.',
    yesDescription: 'Room programs that show each step.',
    noDescription: 'Start a weekly planning meeting per room.',
    archive: 0,
    isCustom: false,
    centerId: null,
    userId: null,
    authorName: null,
    cqrId: null,
    status: 0,
    notes: null,
    evidenceNote: null,
    evidenceCount: 0,
    goalStrategy: null,
    selfAssessment: null,
    answeredAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    version: 0,
    ...overrides,
  };
}

/** Two bank questions per category of 1.3.1, and one custom strength. */
export function elementQuestions(): Question[] {
  const categories = ['embedded', 'critical_reflections', 'partnerships_with_family'] as const;
  return [
    ...categories.flatMap((type) =>
      [1, 2].map((n) =>
        question({
          id: `nqs2018-1.3.1-${type}-${n}`,
          type,
          title: `Question ${n} of ${type}`,
        }),
      ),
    ),
    question({
      id: 'custom-1',
      type: 'embedded',
      title: 'custom',
      description: 'Our families co-design the planning wall.',
      isCustom: true,
      centerId: CENTER_ID,
      userId: 'user-educator',
      authorName: 'Eli Nguyen',
      status: 1,
      cqrId: 'cqr-custom-1',
    }),
  ];
}

/** `answered` of `questions`, with the percent done as the API computes it (percentOf). */
export const progressCount = (answered: number, questions: number): ProgressCount => ({
  answered,
  questions,
  completed: percentOf(answered, questions),
});

/** Area 1 as GET /api/category/1 answers it; element 1.3.1 has six questions. */
export function areaTree(overrides: { completed?: number; element131?: ProgressCount } = {}): AreaProgressTree {
  const sub = (label: string, name: string, count = progressCount(0, 6)) => ({
    id: `nqs2018-${label}`,
    label,
    name,
    description: null,
    ...count,
  });
  return {
    id: 1,
    categoryId: 'nqs2018-1',
    label: '1',
    name: 'NQA1',
    title: 'Educational program and practice',
    centerId: CENTER_ID,
    completed: overrides.completed ?? 0,
    answered: 0,
    questions: 54,
    levels: [
      {
        id: 'nqs2018-1.1',
        label: '1.1',
        name: 'Standard 1.1',
        title: 'Program',
        info: '3 elements, 0 of 18 questions answered',
        completed: 100,
        answered: 18,
        questions: 18,
        subLevels: [
          sub('1.1.1', 'Approved learning framework', progressCount(6, 6)),
          sub('1.1.2', 'Child-centred', progressCount(6, 6)),
        ],
      },
      {
        id: 'nqs2018-1.3',
        label: '1.3',
        name: 'Standard 1.3',
        title: 'Assessment and planning',
        info: '3 elements, 0 of 18 questions answered',
        completed: 40,
        answered: 7,
        questions: 18,
        subLevels: [
          sub('1.3.1', 'Assessment and planning cycle', overrides.element131),
          sub('1.3.2', 'Critical reflection', progressCount(3, 6)),
        ],
      },
    ],
  };
}

export function compliance(overrides: Partial<LawCompliance> = {}): LawCompliance {
  const laws = [
    { id: 'law-1', law_regulation: 'Regulation 73', nqa: 1, nqs: '1.1.1', description: 'Educational program' },
    {
      id: 'law-2',
      law_regulation: 'Regulation 74',
      nqa: 1,
      nqs: '1.3.1',
      description: 'Documenting of child assessments',
    },
    {
      id: 'law-3',
      law_regulation: 'Section 168',
      nqa: 1,
      nqs: '',
      description: 'Offence relating to required programs',
    },
  ].map((law) => ({ ...law, hasResult: false, result: null, resultId: null }));
  return {
    id: null,
    center_id: CENTER_ID,
    nqa: 1,
    note: '',
    ratio: 0,
    compliance: 0,
    counts: { compliant: 0, nonCompliant: 0, notApplicable: 0, unanswered: 3, total: 3 },
    updatedAt: null,
    laws,
    ...overrides,
  };
}

/** The service's details, saying they are as complete as given. */
export function serviceDetails(completeness: ServiceDetails['completeness']): ServiceDetails {
  return { ...newServiceDetails({ id: CENTER_ID }), completeness };
}

/** Element 2.2.3 as the NQS of 2026 changed it, for a service that answered it under the 2018 wording. */
export const childSafetyChange = (overrides: Partial<NqsElementChange> = {}): NqsElementChange => ({
  categoryId: 'nqs2018-2.2.3',
  label: '2.2.3',
  areaId: 2,
  title: 'Child safety and protection',
  previousTitle: 'Child protection',
  summary: "Renamed 'Child safety and protection' (was 'Child protection').",
  answeredBefore: true,
  flagged: true,
  reviewedAt: null,
  reviewedByName: null,
  ...overrides,
});

/** The elements the NQS in force changed (none unless given). */
export const nqsChanges = (elements: NqsElementChange[] = []): NqsChanges => ({
  version: { id: 'nqs2026', name: 'National Quality Standard 2026', effectiveFrom: '2026-01-01', current: true },
  elements,
});
