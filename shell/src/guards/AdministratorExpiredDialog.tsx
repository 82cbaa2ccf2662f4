import { Button, Modal } from '@qip/shared-ui';
import { useShell } from '../app/ShellContext';

export const ADMINISTRATOR_EXPIRED =
  "Your administrator's account has expired. Please contact your childcare's service administrator for more information.";

/** A member whose administrator's trial has ended (accounts-billing spec section 6): Ok logs out. */
export function AdministratorExpiredDialog() {
  const { session } = useShell();
  return (
    <Modal
      open
      onOpenChange={() => undefined}
      role="alertdialog"
      size="sm"
      dismissible={false}
      title="Account expired"
      description={ADMINISTRATOR_EXPIRED}
      footer={<Button onClick={() => session.logout()}>Ok</Button>}
    />
  );
}
