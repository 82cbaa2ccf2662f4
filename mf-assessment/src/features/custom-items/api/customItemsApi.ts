import {
  endpoints,
  type ApiClient,
  type CreateCustomQuestionInput,
  type Question,
  type UpdateCustomQuestionInput,
} from '@qip/shared-contracts';

/** Adds a custom goal or strength to an element. */
export function createCustomItem(api: ApiClient, body: CreateCustomQuestionInput): Promise<Question> {
  return api.call(endpoints.assessment.createCustom, { body });
}

/** Edits a custom goal or strength: its text or its kind. */
export function updateCustomItem(api: ApiClient, id: string, body: UpdateCustomQuestionInput): Promise<Question> {
  return api.call(endpoints.assessment.updateCustom, { params: { id }, body });
}

/** Removes a custom goal or strength (with its answer and tasks). */
export async function removeCustomItem(api: ApiClient, item: Question): Promise<void> {
  await api.call(endpoints.assessment.removeCustom, { params: { id: item.id, id2: item.categoryId } });
}
