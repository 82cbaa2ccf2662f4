import {
  endpoints,
  HISTORY_PAGE_SIZE,
  type ApiClient,
  type ChangeEntry,
  type HistoryPage,
} from '@qip/shared-contracts';

/** A page of the changes to the centre's answer to a question, newest first. */
export function loadHistory(api: ApiClient, centerId: string, questionId: string, page: number): Promise<HistoryPage> {
  return api.call(endpoints.history.list, {
    query: { center_id: centerId, question_id: questionId, page, page_size: HISTORY_PAGE_SIZE },
  });
}

/** Puts the text an entry saved back, as a new change (answers that change). */
export function restoreVersion(api: ApiClient, changeId: string): Promise<ChangeEntry> {
  return api.call(endpoints.history.restore, { params: { id: changeId }, body: { value: 'after' } });
}
