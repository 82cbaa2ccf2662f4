import styled, { useTheme } from 'styled-components';

const Ring = styled.svg`
  flex: none;
  display: block;
`;

const Text = styled.text`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  fill: ${({ theme }) => theme.colours.text};
`;

export interface ProgressRingProps {
  /** The percent shown in the middle and filled (0 to 100). */
  percent: number;
  colour: string;
  size?: number;
  /** What the ring measures, for screen readers ('NQA1 progress'). */
  label: string;
}

/** A round progress meter with the percent in the middle. */
export function ProgressRing({ percent, colour, size = 88, label }: ProgressRingProps) {
  const theme = useTheme();
  const stroke = Math.round(size / 9);
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const clamped = Math.min(100, Math.max(0, percent));
  return (
    <Ring
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={`${clamped}%`}
    >
      <circle cx={size / 2} cy={size / 2} r={radius} fill="none" stroke={theme.colours.border} strokeWidth={stroke} />
      {clamped > 0 && (
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          stroke={colour}
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={`${(clamped / 100) * circumference} ${circumference}`}
          transform={`rotate(-90 ${size / 2} ${size / 2})`}
        />
      )}
      <Text x="50%" y="50%" dominantBaseline="central" textAnchor="middle" fontSize={size / 4.4}>
        {clamped}%
      </Text>
    </Ring>
  );
}
