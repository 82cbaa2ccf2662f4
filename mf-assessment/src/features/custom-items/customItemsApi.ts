import {
  endpoints,
  type CreateCustomQuestionInput,
  type Question,
  type UpdateCustomQuestionInput,
} from '@qip/shared-contracts';
import { usePlatform } from '@qip/shared-ui';
import { useMemo } from 'react';

/** Adding, editing and removing custom goals and strengths; each change is announced on the bus. */
export function useCustomItemsApi() {
  const { api, bus } = usePlatform();
  return useMemo(() => {
    const changed = (centerId: string) => bus.publish('data.changed', { entity: 'questions', centerId });
    return {
      async create(body: CreateCustomQuestionInput): Promise<Question> {
        const created = await api.call(endpoints.assessment.createCustom, { body });
        changed(body.center_id);
        return created;
      },
      async update(id: string, body: UpdateCustomQuestionInput): Promise<Question> {
        const updated = await api.call(endpoints.assessment.updateCustom, { params: { id }, body });
        changed(body.center_id);
        return updated;
      },
      async remove(item: Question, centerId: string): Promise<void> {
        await api.call(endpoints.assessment.removeCustom, { params: { id: item.id, id2: item.categoryId } });
        changed(centerId);
      },
    };
  }, [api, bus]);
}
