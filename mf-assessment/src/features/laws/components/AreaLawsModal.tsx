import type { LawCompliance } from '@qip/shared-contracts';
import type { Resource } from '@qip/shared-ui';
import { LawsModal } from './LawsModal';

/**
 * An area's laws table wired to its loaded compliance, as the area page and the SAT page both
 * show it: nothing until the compliance has loaded; a save closes it and reads the compliance
 * again, so the banner shows the new ratio.
 */
export function AreaLawsModal({
  open,
  areaId,
  compliance,
  readOnly,
  onClose,
}: {
  open: boolean;
  areaId: number;
  compliance: Resource<LawCompliance>;
  readOnly: boolean;
  onClose: () => void;
}) {
  if (compliance.status !== 'ready') return null;
  return (
    <LawsModal
      open={open}
      areaId={areaId}
      compliance={compliance.data}
      readOnly={readOnly}
      onClose={onClose}
      onSaved={() => {
        onClose();
        void compliance.reload();
      }}
    />
  );
}
