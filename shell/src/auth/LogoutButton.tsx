import { Button, ConfirmDialog, type ButtonProps } from '@qip/shared-ui';
import { useState } from 'react';
import { useShell } from '../app/ShellContext';

export const LOGOUT_QUESTION = 'Do you wish to log out?';

/** Logout, after the spec's confirmation ('Do you wish to log out?'). */
export function LogoutButton({ variant = 'secondary', size = 'sm' }: Pick<ButtonProps, 'variant' | 'size'>) {
  const { session } = useShell();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} onClick={() => setConfirming(true)}>
        Logout
      </Button>
      <ConfirmDialog
        open={confirming}
        message={LOGOUT_QUESTION}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          // The shell's routing then shows the logged-out screen.
          session.logout();
        }}
      />
    </>
  );
}
