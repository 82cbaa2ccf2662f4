import { SAT } from '@qip/shared-contracts';
import { SpinnerIcon } from '@qip/shared-ui';
import styled, { css } from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.background};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Switch = styled.button<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 32px;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ theme }) => theme.colours.success};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  ${({ $on, theme }) =>
    $on
      ? css`
          background: ${theme.colours.success};
          color: ${theme.colours.onPrimary};
        `
      : css`
          background: ${theme.colours.surface};
          color: ${theme.colours.success};
        `}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.65;
  }
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colours.textMuted};
`;

/**
 * The SAT row of a card answered Yes: a switch that adds the strength to the SAT or takes it
 * out, and how many of the element's five are chosen.
 */
export function SatRow({
  inSat,
  chosenInElement,
  elementLabel,
  busy,
  disabled,
  describedBy,
  onToggle,
}: {
  inSat: boolean;
  chosenInElement: number;
  elementLabel: string;
  busy: boolean;
  disabled: boolean;
  /** The id of the card's title, so the switch is told apart from the others on the page. */
  describedBy?: string;
  onToggle: () => void;
}) {
  return (
    <Row>
      <Switch
        type="button"
        role="switch"
        aria-checked={inSat}
        aria-describedby={describedBy}
        aria-busy={busy || undefined}
        disabled={disabled || busy}
        $on={inSat}
        onClick={onToggle}
      >
        {busy && <SpinnerIcon aria-hidden="true" $size={12} />}
        <span aria-hidden="true">{inSat ? '★' : '☆'}</span> Add to SAT
      </Switch>
      <Count>
        {chosenInElement} of {SAT.strengthsPerElement} SAT strengths chosen for {elementLabel}
      </Count>
    </Row>
  );
}
