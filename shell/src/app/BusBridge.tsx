import type { PortalEvents } from '@qip/shared-contracts';
import { ToastList, useBusEvent, type ToastItem } from '@qip/shared-ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** How long a notice stays when the event does not say. */
export const DEFAULT_NOTICE_MS = 4000;

/**
 * What the shell does with events the remotes publish: go to another address ('navigate') and
 * show short notices ('toast').
 */
export function BusBridge() {
  const navigate = useNavigate();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
  }, []);

  useBusEvent('navigate', ({ to, replace }: PortalEvents['navigate']) => navigate(to, { replace: replace ?? false }));

  useBusEvent('toast', ({ kind, message, durationMs }: PortalEvents['toast']) => {
    const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    setToasts((current) => [...current, { id, kind, message }]);
    timers.current.set(
      id,
      setTimeout(() => dismiss(id), durationMs ?? DEFAULT_NOTICE_MS),
    );
  });

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return <ToastList toasts={toasts} onDismiss={dismiss} />;
}
