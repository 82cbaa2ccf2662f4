import { Button, Modal } from '@qip/shared-ui';
import { useCallback, useState } from 'react';
import styled from 'styled-components';

const Steps = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  li + li {
    margin-top: ${({ theme }) => theme.space(3)};
  }
`;

const storageKey = (userId: string) => `qip.welcome.seen.${userId}`;

function readSeen(userId: string): boolean {
  try {
    return window.localStorage.getItem(storageKey(userId)) === '1';
  } catch {
    return false;
  }
}

/** Whether the welcome shows: on a user's first visit, and again when asked for. */
export function useWelcome(userId: string) {
  const [open, setOpen] = useState(() => !readSeen(userId));
  const close = useCallback(() => {
    try {
      window.localStorage.setItem(storageKey(userId), '1');
    } catch {
      // Private browsing: the welcome simply shows again next time.
    }
    setOpen(false);
  }, [userId]);
  return { open, show: () => setOpen(true), close };
}

/** The first thing a new user sees: what the portal does and how to begin. */
export function WelcomeModal({ open, name, onClose }: { open: boolean; name: string; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={`Welcome to your QIP Portal, ${name}`}
      description="Your Quality Improvement Plan and Self-Assessment, one quality area at a time."
      footer={<Button onClick={onClose}>Get started</Button>}
    >
      <Steps>
        <li>
          <strong>Pick a quality area.</strong> Each of the seven cards opens an area of the National Quality Standard,
          with its standards and elements.
        </li>
        <li>
          <strong>Answer each question Yes, No or Not applicable.</strong> A Yes is a strength to show evidence for; a
          No becomes a goal with a strategy.
        </li>
        <li>
          <strong>Watch your progress grow.</strong> The cards and the QIP Finished bar at the top move with every
          answer, and everything is saved as you go.
        </li>
      </Steps>
    </Modal>
  );
}
