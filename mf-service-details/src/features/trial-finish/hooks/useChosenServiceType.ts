import { useCallback, useState } from 'react';

const storageKey = (centerId: string) => `qip.trial-finish.type.${centerId}`;

/**
 * The service type chosen in the first stage. Each stage is its own address, so the choice is
 * kept in this browser tab until the flow saves it.
 */
export function useChosenServiceType(centerId: string, initialType: number | null) {
  const [serviceCatId, setServiceCatId] = useState<number | null>(() => {
    const kept = window.sessionStorage.getItem(storageKey(centerId));
    return kept ? Number(kept) : initialType;
  });
  const choose = useCallback(
    (id: number) => {
      setServiceCatId(id);
      window.sessionStorage.setItem(storageKey(centerId), String(id));
    },
    [centerId],
  );
  const forget = useCallback(() => window.sessionStorage.removeItem(storageKey(centerId)), [centerId]);
  return { serviceCatId, choose, forget };
}
