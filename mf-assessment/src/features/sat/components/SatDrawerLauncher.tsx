import { Button } from '@qip/shared-ui';
import { useState } from 'react';
import { SatDrawer } from './SatDrawer';

/** The area page's way into the SAT drawer. */
export function SatDrawerLauncher({ centerId, readOnly }: { centerId: string; readOnly: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open your SAT
      </Button>
      {open && <SatDrawer centerId={centerId} readOnly={readOnly} open onClose={() => setOpen(false)} />}
    </>
  );
}
