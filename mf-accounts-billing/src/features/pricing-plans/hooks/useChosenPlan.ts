import { priceById, type PlanPrice, type PriceId } from '@qip/shared-contracts';
import { useCallback, useState } from 'react';

const STORAGE_KEY = 'qip.chosen-plan';

/** The plan price chosen on the pricing page, kept in this browser tab until it is paid for. */
export function readChosenPlan(): PlanPrice | null {
  return priceById(window.sessionStorage.getItem(STORAGE_KEY) ?? '') ?? null;
}

/**
 * The plan and period chosen with Buy now (spec: 'Buy now stores plan and period'). Sign-up,
 * payment and adding a service each open at their own address, so the choice lives in
 * sessionStorage: it survives those page changes and a reload, and ends with the tab.
 */
export function useChosenPlan() {
  const [plan, setPlan] = useState<PlanPrice | null>(readChosenPlan);
  const choose = useCallback((id: PriceId) => {
    window.sessionStorage.setItem(STORAGE_KEY, id);
    setPlan(priceById(id) ?? null);
  }, []);
  const forget = useCallback(() => {
    window.sessionStorage.removeItem(STORAGE_KEY);
    setPlan(null);
  }, []);
  return { plan, choose, forget };
}
