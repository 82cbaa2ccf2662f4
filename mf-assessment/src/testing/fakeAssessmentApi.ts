import {
  computeProgress,
  endpoints,
  lawsRecordedRatio,
  type LawCompliance,
  type LawResultValue,
  type ProgressCount,
  type Question,
} from '@qip/shared-contracts';
import { okAnswer, stubEndpoint, type StubHandler } from '@qip/shared-ui/testing';
import { areaTree, compliance, elementQuestions, nqsChanges, serviceDetails } from './fixtures';

/** An element's progress from its questions, by the rule the API uses (computeProgress). */
function elementProgress(label: string, questions: readonly Question[]): ProgressCount {
  const outline = [{ id: 0, standards: [{ label, elements: [label] }] }];
  const {
    answered,
    questions: total,
    completed,
  } = computeProgress(
    outline,
    questions.map((question) => ({ element: question.label, status: question.status, isCustom: question.isCustom })),
  );
  return { answered, questions: total, completed };
}

/**
 * An in-memory stand-in for the assessment API: answers change the questions, the progress of
 * element 1.3.1 follows them, custom items and the laws record are kept. A test replaces one
 * answer by adding its own stub of that endpoint after `stubs` (the last stub answers).
 */
export function fakeAssessmentApi() {
  const state = {
    questions: elementQuestions(),
    compliance: compliance(),
    nextId: 1,
  };

  const comply: StubHandler<typeof endpoints.assessment.comply> = ({ body }) => {
    const index = state.questions.findIndex((question) => question.id === body.question_id);
    const current = state.questions[index];
    if (!current) throw new Error(`No question ${body.question_id}`);
    const next: Question = {
      ...current,
      cqrId: current.cqrId ?? `cqr-${current.id}`,
      // Each save makes a new version, as the API's does.
      version: current.version + 1,
      ...(body.result !== undefined ? { status: body.result } : {}),
      ...(body.notes !== undefined ? { notes: body.notes } : {}),
      ...(body.goalStrategy !== undefined ? { goalStrategy: body.goalStrategy } : {}),
      ...(body.self_assessment !== undefined ? { selfAssessment: body.self_assessment } : {}),
    };
    state.questions[index] = next;
    return next;
  };

  function saveLaws(input: {
    lar_result?: Array<{ lar_id: string; result: LawResultValue }>;
    note?: string;
  }): LawCompliance {
    const results = input.lar_result ?? [];
    const laws = state.compliance.laws.map((law) => {
      const saved = results.find((item) => item.lar_id === law.id);
      return saved ? { ...law, hasResult: true, result: saved.result, resultId: `result-${law.id}` } : law;
    });
    const recorded = laws.filter((law) => law.hasResult).length;
    state.compliance = {
      ...state.compliance,
      id: 'compliance-1',
      note: input.note ?? state.compliance.note,
      laws,
      ratio: lawsRecordedRatio(recorded, laws.length),
      compliance: recorded === laws.length ? 1 : 0,
      counts: {
        compliant: laws.filter((law) => law.result === 1).length,
        nonCompliant: laws.filter((law) => law.result === 2).length,
        notApplicable: laws.filter((law) => law.result === 3).length,
        unanswered: laws.length - recorded,
        total: laws.length,
      },
    };
    return state.compliance;
  }

  const stubs = [
    stubEndpoint(endpoints.serviceDetails.get, () => serviceDetails({ percent: 100, missing: [] })),
    stubEndpoint(endpoints.assessment.categoryProgress, () =>
      areaTree({ element131: elementProgress('1.3.1', state.questions) }),
    ),
    stubEndpoint(endpoints.assessment.questions, () => state.questions.map((question) => ({ ...question }))),
    stubEndpoint(endpoints.assessment.comply, comply),
    // An empty SAT: the SAT's own tests keep one with fakeSatApi.
    stubEndpoint(endpoints.sat.list, () => []),
    // No element changed by the NQS in force: the changes' own tests stub flagged ones.
    stubEndpoint(endpoints.nqsChanges.list, () => nqsChanges()),
    stubEndpoint(endpoints.assessment.createCustom, ({ body }) => {
      const template = state.questions[0];
      if (!template) throw new Error('No question to copy');
      const created: Question = {
        ...template,
        id: `custom-new-${(state.nextId += 1)}`,
        title: 'custom',
        type: body.type,
        description: body.description,
        isCustom: true,
        centerId: body.center_id,
        userId: 'user-director',
        authorName: 'Dana Director',
        status: body.status ?? 2,
      };
      state.questions.push(created);
      return created;
    }),
    stubEndpoint(endpoints.assessment.updateCustom, ({ params, body }) => {
      const index = state.questions.findIndex((question) => question.id === params.id);
      const current = state.questions[index];
      if (!current) throw new Error(`No question ${params.id}`);
      const next: Question = {
        ...current,
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
      };
      state.questions[index] = next;
      return next;
    }),
    stubEndpoint(endpoints.assessment.removeCustom, ({ params }) => {
      state.questions = state.questions.filter((question) => question.id !== params.id);
      return okAnswer();
    }),
    stubEndpoint(endpoints.lawsRegulations.results, () => state.compliance),
    stubEndpoint(endpoints.lawsRegulations.create, ({ body }) => saveLaws(body)),
    stubEndpoint(endpoints.lawsRegulations.update, ({ body }) => saveLaws(body)),
  ];

  return { state, stubs, comply };
}
