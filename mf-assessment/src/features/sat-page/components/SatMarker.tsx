import type { SatAreaCount } from '@qip/shared-contracts';
import styled from 'styled-components';

const Badge = styled.span<{ $reached: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  color: ${({ $reached, theme }) => ($reached ? theme.colours.success : theme.colours.warning)};
  background: ${({ $reached, theme }) => ($reached ? theme.colours.successSoft : theme.colours.warningSoft)};
  border: 1px solid currentColor;
  svg {
    width: 14px;
    height: 14px;
  }
`;

/**
 * What the marker says to a screen reader (and on hover): '3 of 45 strengths chosen, fewer than
 * expected' with the warning, '45 of 45 strengths chosen, as expected' with the tick.
 */
export const satCountText = (count: SatAreaCount) =>
  `${count.chosen} of ${count.expected} strengths chosen, ${count.reached ? 'as expected' : 'fewer than expected'}`;

/** A tick when the expected strengths are chosen, else a warning marker (spec: SAT page tiles). */
export function SatMarker({ count }: { count: SatAreaCount }) {
  const text = satCountText(count);
  return (
    <Badge role="img" aria-label={text} title={text} $reached={count.reached}>
      {count.reached ? (
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      ) : (
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M8 3.5v5.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          <circle cx="8" cy="12.3" r="1.3" fill="currentColor" />
        </svg>
      )}
    </Badge>
  );
}
