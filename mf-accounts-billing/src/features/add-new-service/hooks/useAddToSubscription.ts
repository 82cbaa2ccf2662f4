import { inputRefusalMessage, type PlanPrice } from '@qip/shared-contracts';
import { NewServiceFormSchema } from '@qip/shared-contracts/schemas';
import { usePlatform } from '@qip/shared-ui';
import { useCallback, useRef, useState } from 'react';
import { subscribe, useIdempotencyKeys } from '../../common';
import { createService } from '../api/addServiceApi';

export const ADD_SERVICE_FAILED = 'Your new service could not be added. Please check your connection and try again.';

export interface NewServiceValues {
  name: string;
  approvalNumber: string;
  serviceCatId: number | '';
}

/**
 * Adds the new service, then subscribes it to the chosen plan. A service already made by an
 * earlier press (its payment was refused) is not made again: only its subscription is retried
 * (the page then locks the service's fields). Resolves with the refusal's message, or with
 * nothing once the service is added and paid for.
 */
export function useAddToSubscription({
  userId,
  email,
  plan,
}: {
  userId: string;
  email: string;
  plan: PlanPrice | null;
}) {
  const { api } = usePlatform();
  const keyFor = useIdempotencyKeys();
  const created = useRef<string | null>(null);
  const [createdCenterId, setCreatedCenterId] = useState<string | null>(null);
  const [addedCenterId, setAddedCenterId] = useState<string | null>(null);

  const add = useCallback(
    async (values: NewServiceValues, paymentMethodId?: string): Promise<string | undefined> => {
      if (!plan) return ADD_SERVICE_FAILED;
      const service = NewServiceFormSchema.parse(values);
      try {
        let centerId = created.current;
        if (!centerId) {
          centerId = await createService(api, userId, service);
          created.current = centerId;
          setCreatedCenterId(centerId);
        }
        const request = { email, plan, centerId, paymentMethodId };
        await subscribe(api, request, keyFor(request));
        setAddedCenterId(centerId);
        return undefined;
      } catch (error) {
        return inputRefusalMessage(error, ADD_SERVICE_FAILED);
      }
    },
    [api, email, keyFor, plan, userId],
  );

  return { add, createdCenterId, addedCenterId };
}
