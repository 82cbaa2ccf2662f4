import {
  canAddToSat,
  changedByMessage,
  endpoints,
  formatChangeTime,
  SAT_MESSAGES,
  type Question,
  type SatEntry,
} from '@qip/shared-contracts';
import { httpError, okAnswer, stubEndpoint } from '@qip/shared-ui/testing';
import type { SatSelection } from '../features/sat';
import { CENTER_ID, question } from './fixtures';

/** For tests of a list that are not about the SAT: no SAT rows, answers go straight through. */
export const withoutSat: SatSelection = {
  row: () => null,
  beforeAnswer: (_question, _status, answer) => void answer(),
  dialogs: null,
};

/** A strength in the SAT, by default question 1.3.1's first, with no description saved. */
export function satEntry(overrides: Partial<SatEntry> = {}): SatEntry {
  const base = question();
  return {
    id: `sat-${overrides.question_id ?? base.id}`,
    question_id: base.id,
    center_id: CENTER_ID,
    element_id: base.categoryId,
    area_id: 1,
    label: base.label,
    title: base.title,
    description: base.description,
    type: base.type,
    isCustom: false,
    sat_description: '',
    hasData: false,
    hasDataDescription: false,
    satData: null,
    dataDescription: '',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    version: 0,
    ...overrides,
  };
}

const LIMIT_REFUSAL = {
  statusCode: 409,
  error: 'Conflict',
  // The API's words: the limit modal's title and text.
  message: `${SAT_MESSAGES.limitTitle}. ${SAT_MESSAGES.limitText}`,
};

/**
 * An in-memory SAT as the API keeps it: the comply call's SAT flag adds (Yes only, five per
 * element, else the API's 409) and removes; an answer other than Yes takes a question out;
 * descriptions are created, updated and removed, each save a new version; an update from an older
 * version is refused (409) with the text saved meanwhile, as by `state.lastEditor`.
 */
export function fakeSatApi(initial: { entries?: SatEntry[]; questions?: Question[] } = {}) {
  const state = {
    entries: [...(initial.entries ?? [])],
    questions: [...(initial.questions ?? [])],
    lastEditor: 'Eli Nguyen',
  };
  const described = (entry: SatEntry, text: string): SatEntry => ({
    ...entry,
    version: entry.version + 1,
    sat_description: text,
    hasData: true,
    hasDataDescription: text.trim().length > 0,
    satData: { id: entry.id, sat_description: text },
    dataDescription: text,
  });
  const replace = (next: SatEntry) => {
    state.entries = state.entries.map((entry) => (entry.id === next.id ? next : entry));
    return next;
  };
  const find = (id: string) => {
    const entry = state.entries.find((candidate) => candidate.id === id);
    if (!entry)
      throw httpError(404, { statusCode: 404, error: 'Not Found', message: 'This strength is not in the SAT.' });
    return entry;
  };

  const stubs = [
    stubEndpoint(endpoints.sat.list, () => state.entries),
    stubEndpoint(endpoints.sat.create, ({ body }) =>
      replace(described(find(`sat-${body.questionId}`), body.satDescription)),
    ),
    stubEndpoint(endpoints.sat.update, ({ params, body }) => {
      const entry = find(params.id);
      if (body.version !== undefined && body.version !== entry.version) {
        const current = {
          text: entry.sat_description,
          version: entry.version,
          by: state.lastEditor,
          at: entry.updated_at,
        };
        throw httpError(409, {
          statusCode: 409,
          error: 'Conflict',
          message: changedByMessage(current.by, formatChangeTime(current.at)),
          current,
        });
      }
      return replace(described(entry, body.satDescription));
    }),
    stubEndpoint(endpoints.sat.remove, ({ params }) => {
      state.entries = state.entries.filter((entry) => entry.id !== params.id);
      return okAnswer();
    }),
    stubEndpoint(endpoints.assessment.comply, ({ body }) => {
      const index = state.questions.findIndex((candidate) => candidate.id === body.question_id);
      const current = state.questions[index];
      if (!current) throw new Error(`No question ${body.question_id}`);
      const next: Question = { ...current, ...(body.result !== undefined ? { status: body.result } : {}) };
      state.questions[index] = next;
      const inSat = state.entries.some((entry) => entry.question_id === next.id);
      if (body.sat === 0 || (body.result !== undefined && body.result !== 1)) {
        state.entries = state.entries.filter((entry) => entry.question_id !== next.id);
      } else if (body.sat === 1 && !inSat) {
        const inElement = state.entries.filter((entry) => entry.element_id === next.categoryId).length;
        if (!canAddToSat(inElement)) throw httpError(409, LIMIT_REFUSAL);
        state.entries.push(
          satEntry({ question_id: next.id, element_id: next.categoryId, label: next.label, title: next.title }),
        );
      }
      return next;
    }),
  ];
  return { state, stubs };
}
