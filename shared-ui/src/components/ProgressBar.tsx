import styled from 'styled-components';

export interface ProgressBarProps {
  /** The percentage announced to screen readers and shown as text. */
  value: number;
  /** The filled width in percent, when it differs from `value` (spec: width rounded down). */
  widthPercent?: number;
  /** Names the bar ('QIP Finished'). */
  label: string;
  /** What screen readers announce as the value, when more than the percentage ('40%: Writing the PDF'). */
  valueText?: string;
  colour?: string;
  trackColour?: string;
  height?: number;
}

const Track = styled.div<{ $height: number; $track?: string }>`
  position: relative;
  width: 100%;
  height: ${({ $height }) => $height}px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $track, theme }) => $track ?? theme.colours.border};
  overflow: hidden;
`;

const Fill = styled.div<{ $width: number; $colour?: string }>`
  height: 100%;
  width: ${({ $width }) => $width}%;
  background: ${({ $colour, theme }) => $colour ?? theme.colours.success};
  border-radius: inherit;
  transition: width 300ms ease;
`;

const clamp = (value: number) => Math.min(100, Math.max(0, value));

export function ProgressBar({
  value,
  widthPercent,
  label,
  valueText,
  colour,
  trackColour,
  height = 10,
}: ProgressBarProps) {
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamp(value)}
      aria-valuetext={valueText ?? `${clamp(value)}%`}
      $height={height}
      $track={trackColour}
    >
      <Fill $width={clamp(widthPercent ?? value)} $colour={colour} />
    </Track>
  );
}
