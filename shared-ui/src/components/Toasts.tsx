import type { ToastKind } from '@qip/shared-contracts';
import styled from 'styled-components';

export interface ToastItem {
  id: string;
  kind: ToastKind;
  message: string;
}

const Region = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space(6)};
  bottom: ${({ theme }) => theme.space(6)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  z-index: ${({ theme }) => theme.zIndex.toast};
  max-width: min(420px, calc(100vw - 32px));
`;

const Toast = styled.div<{ $kind: ToastKind }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  background: ${({ theme }) => theme.colours.surface};
  border-left: 6px solid
    ${({ $kind, theme }) =>
      $kind === 'success' ? theme.colours.success : $kind === 'error' ? theme.colours.danger : theme.colours.info};
`;

const Dismiss = styled.button`
  margin-left: auto;
  border: none;
  background: transparent;
  cursor: pointer;
  font-size: 18px;
  line-height: 1;
  color: ${({ theme }) => theme.colours.textMuted};
`;

/** Short notices; screen readers announce each new one. */
export function ToastList({ toasts, onDismiss }: { toasts: readonly ToastItem[]; onDismiss: (id: string) => void }) {
  return (
    <Region role="status" aria-live="polite" aria-label="Notifications">
      {toasts.map((toast) => (
        <Toast key={toast.id} $kind={toast.kind}>
          <span>{toast.message}</span>
          <Dismiss type="button" aria-label="Dismiss notification" onClick={() => onDismiss(toast.id)}>
            ×
          </Dismiss>
        </Toast>
      ))}
    </Region>
  );
}
