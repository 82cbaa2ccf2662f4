import type { LawCompliance, Question } from '@qip/shared-contracts';
import type { StubHandlers } from '@qip/shared-ui/testing';
import { areaTree, compliance, elementQuestions, serviceDetails } from './fixtures';

type Body = Record<string, unknown>;

/**
 * An in-memory stand-in for the assessment API: answers change the questions, the progress of
 * element 1.3.1 follows them, custom items and the laws record are kept. Each handler can be
 * replaced to make a call slow or failing.
 */
export function fakeAssessmentApi() {
  const state = {
    questions: elementQuestions(),
    compliance: compliance(),
    nextId: 1,
  };

  const bankAnswered = () => state.questions.filter((question) => !question.isCustom && question.status !== 0).length;
  const bankTotal = () => state.questions.filter((question) => !question.isCustom).length;

  const handlers: StubHandlers = {
    'GET /api/center/:id': () => serviceDetails({ percent: 100, missing: [] }),
    'GET /api/category/:id': () => areaTree({ element131: Math.floor((bankAnswered() / bankTotal()) * 10000) / 100 }),
    'GET /api/questions': () => state.questions.map((question) => ({ ...question })),
    'POST /api/question/comply': ({ body }) => {
      const input = body as Body;
      const index = state.questions.findIndex((question) => question.id === input.question_id);
      const current = state.questions[index]!;
      const next: Question = {
        ...current,
        cqrId: current.cqrId ?? `cqr-${current.id}`,
        ...(input.result !== undefined ? { status: input.result as Question['status'] } : {}),
        ...(input.notes !== undefined ? { notes: input.notes as string | null } : {}),
        ...(input.goalStrategy !== undefined ? { goalStrategy: input.goalStrategy as string | null } : {}),
        ...(input.self_assessment !== undefined ? { selfAssessment: input.self_assessment as string | null } : {}),
      };
      state.questions[index] = next;
      return next;
    },
    'POST /api/questions': ({ body }) => {
      const input = body as Body;
      const created: Question = {
        ...state.questions[0]!,
        id: `custom-new-${(state.nextId += 1)}`,
        title: 'custom',
        type: input.type as Question['type'],
        description: input.description as string,
        isCustom: true,
        centerId: input.center_id as string,
        userId: 'user-director',
        authorName: 'Dana Director',
        status: (input.status ?? 2) as Question['status'],
      };
      state.questions.push(created);
      return created;
    },
    'PUT /api/question/:id': ({ params, body }) => {
      const { id } = params as { id: string };
      const input = body as Body;
      const index = state.questions.findIndex((question) => question.id === id);
      const next = {
        ...state.questions[index]!,
        ...(input.description !== undefined ? { description: input.description as string } : {}),
        ...(input.status !== undefined ? { status: input.status as Question['status'] } : {}),
      };
      state.questions[index] = next;
      return next;
    },
    'DELETE /api/questions/:id/:id2': ({ params }) => {
      const { id } = params as { id: string };
      state.questions = state.questions.filter((question) => question.id !== id);
      return { ok: true };
    },
    'GET /api/laws-regulations-result-get-nqa/:center/:nqa': () => state.compliance,
    'POST /api/laws-regulations': ({ body }) => saveLaws(body as Body),
    'PUT /api/laws-regulations-result-update/:id': ({ body }) => saveLaws(body as Body),
  };

  function saveLaws(input: Body): LawCompliance {
    const results = (input.lar_result ?? []) as Array<{ lar_id: string; result: 1 | 2 | 3 }>;
    const laws = state.compliance.laws.map((law) => {
      const saved = results.find((item) => item.lar_id === law.id);
      return saved ? { ...law, hasResult: true, result: saved.result, resultId: `result-${law.id}` } : law;
    });
    const recorded = laws.filter((law) => law.hasResult).length;
    state.compliance = {
      ...state.compliance,
      id: 'compliance-1',
      note: (input.note as string | undefined) ?? state.compliance.note,
      laws,
      ratio: recorded / laws.length,
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

  return { state, handlers };
}
