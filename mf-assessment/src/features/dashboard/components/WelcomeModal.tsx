import { Button, Modal } from '@qip/shared-ui';
import styled from 'styled-components';

const Steps = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  li + li {
    margin-top: ${({ theme }) => theme.space(3)};
  }
`;

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
