import { satPageAreaOf, type QualityAreaId } from '@qip/shared-contracts';
import { useSearchParams } from 'react-router-dom';

/**
 * The area and element chosen on the SAT page, kept in the address (?nqa=2&element=2.1.3) so a
 * reload or a shared link opens the same place. Area 1 until one is chosen; the element is the
 * area's first until one is chosen.
 */
export function useSatPageAddress() {
  const [params, setParams] = useSearchParams();
  const areaId: QualityAreaId = satPageAreaOf(params);
  const elementLabel = params.get('element');

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        Object.entries(changes).forEach(([key, value]) => (value === null ? next.delete(key) : next.set(key, value)));
        return next;
      },
      { replace: true },
    );

  return {
    areaId,
    elementLabel,
    chooseArea: (id: QualityAreaId) => update({ nqa: String(id), element: null }),
    chooseElement: (label: string) => update({ nqa: String(areaId), element: label }),
  };
}
