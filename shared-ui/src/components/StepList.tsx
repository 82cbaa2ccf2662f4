import styled, { css } from 'styled-components';
import { VisuallyHidden } from './Layout';

export interface StepListItem {
  /** The step's number as the wizard counts it (shown in the marker). */
  id: number;
  label: string;
  complete: boolean;
  /** A step shown for orientation only (not a link). */
  disabled?: boolean;
}

export interface StepListProps {
  /** Names the list for screen readers ('Service details steps'). */
  label: string;
  steps: readonly StepListItem[];
  current: number;
  onSelect: (id: number) => void;
}

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const itemStyles = css<{ $current: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $current, theme }) => ($current ? theme.colours.primarySoft : 'transparent')};
  border-color: ${({ $current, theme }) => ($current ? theme.colours.primary : 'transparent')};
  color: ${({ theme }) => theme.colours.text};
  font-weight: ${({ $current, theme }) => ($current ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  text-align: left;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StepButton = styled.button<{ $current: boolean }>`
  ${itemStyles}
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colours.primarySoft};
  }
`;

const StepText = styled.div<{ $current: boolean }>`
  ${itemStyles}
`;

const Marker = styled.span<{ $complete: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 26px;
  height: 26px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  background: ${({ $complete, theme }) => ($complete ? theme.colours.success : theme.colours.dangerSoft)};
  color: ${({ $complete, theme }) => ($complete ? theme.colours.onPrimary : theme.colours.danger)};
  border: 1px solid ${({ $complete, theme }) => ($complete ? theme.colours.success : theme.colours.danger)};
`;

const StepNumber = styled.span`
  flex: none;
  min-width: 1.5em;
  color: ${({ theme }) => theme.colours.textMuted};
  font-variant-numeric: tabular-nums;
`;

function StepMarker({ complete }: { complete: boolean }) {
  return (
    <Marker $complete={complete} aria-hidden="true">
      {complete ? '✓' : '✕'}
    </Marker>
  );
}

/**
 * The steps of a wizard down the side: a tick for each complete step and a cross for each
 * unfinished one; the current step is highlighted and each step is a button that moves to it.
 */
export function StepList({ label, steps, current, onSelect }: StepListProps) {
  return (
    <nav aria-label={label}>
      <List>
        {steps.map((step) => {
          const isCurrent = step.id === current;
          const status = step.complete ? 'complete' : 'not complete';
          // The name ('Step 3: Contact details (complete)') is the visible label plus words only
          // screen readers read, so what a voice-control user sees is part of what they can say.
          const content = (
            <>
              <StepMarker complete={step.complete} />
              <StepNumber aria-hidden="true">{step.id}</StepNumber>
              <span>
                <VisuallyHidden>Step {step.id}:</VisuallyHidden> {step.label}{' '}
                <VisuallyHidden>({status})</VisuallyHidden>
              </span>
            </>
          );
          return (
            <li key={step.id}>
              {step.disabled ? (
                <StepText $current={isCurrent}>{content}</StepText>
              ) : (
                <StepButton
                  type="button"
                  $current={isCurrent}
                  aria-current={isCurrent ? 'step' : undefined}
                  onClick={() => onSelect(step.id)}
                >
                  {content}
                </StepButton>
              )}
            </li>
          );
        })}
      </List>
    </nav>
  );
}
