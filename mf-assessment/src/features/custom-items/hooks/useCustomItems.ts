import type { CreateCustomQuestionInput, Question, UpdateCustomQuestionInput } from '@qip/shared-contracts';
import { usePlatform } from '@qip/shared-ui';
import { useMemo } from 'react';
import { createCustomItem, removeCustomItem, updateCustomItem } from '../api/customItemsApi';

/** Adding, editing and removing custom goals and strengths; each change is announced on the bus. */
export function useCustomItems() {
  const { api, bus } = usePlatform();
  return useMemo(() => {
    const changed = (centerId: string) => bus.publish('data.changed', { entity: 'questions', centerId });
    return {
      async create(body: CreateCustomQuestionInput): Promise<Question> {
        const created = await createCustomItem(api, body);
        changed(body.center_id);
        return created;
      },
      async update(id: string, body: UpdateCustomQuestionInput): Promise<Question> {
        const updated = await updateCustomItem(api, id, body);
        changed(body.center_id);
        return updated;
      },
      async remove(item: Question, centerId: string): Promise<void> {
        await removeCustomItem(api, item);
        changed(centerId);
      },
    };
  }, [api, bus]);
}
