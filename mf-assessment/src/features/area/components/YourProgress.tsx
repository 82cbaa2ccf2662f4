import { shownPercent, type SubLevelProgress } from '@qip/shared-contracts';
import { areaColour, ProgressBar } from '@qip/shared-ui';
import styled, { useTheme } from 'styled-components';

const Box = styled.section<{ $soft: string; $main: string }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $soft }) => $soft};
  border-left: 6px solid ${({ $main }) => $main};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Line = styled.p`
  flex: 1 1 320px;
`;

const Bar = styled.div`
  flex: 0 1 200px;
`;

/** 'Your progress' in the selected element: how many of its questions are answered. */
export function YourProgress({ areaId, subLevel }: { areaId: number; subLevel: SubLevelProgress }) {
  const theme = useTheme();
  const colour = areaColour(areaId);
  const left = subLevel.questions - subLevel.answered;
  return (
    <Box $soft={colour.soft} $main={colour.main} aria-labelledby="your-progress-title">
      <Heading id="your-progress-title">Your progress</Heading>
      <Line>
        Element {subLevel.label} {subLevel.name}: <strong>{subLevel.answered}</strong> of {subLevel.questions} questions
        answered
        {left > 0 ? `, ${left} to go.` : '. Every question is answered.'}
      </Line>
      <Bar>
        <ProgressBar
          value={shownPercent(subLevel.completed)}
          label={`Your progress in ${subLevel.label}`}
          colour={colour.main}
          trackColour={theme.colours.surface}
        />
      </Bar>
    </Box>
  );
}
