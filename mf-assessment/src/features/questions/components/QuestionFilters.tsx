import { QUESTION_FILTERS, type QuestionFilter } from '@qip/shared-contracts';
import { SpreadRow } from '@qip/shared-ui';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

const Bar = styled(SpreadRow)`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Group = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  padding: ${({ theme }) => theme.space(1)};
  gap: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colours.background};
  border: 1px solid ${({ theme }) => theme.colours.border};
`;

const Option = styled.button<{ $active: boolean }>`
  border: none;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;
  background: transparent;
  color: ${({ theme }) => theme.colours.textMuted};
  ${({ $active, theme }) =>
    $active &&
    css`
      background: ${theme.colours.surface};
      color: ${theme.colours.primary};
      box-shadow: ${theme.shadows.card};
    `}
`;

/** All questions, Unanswered, Answered, Custom; with room for an action beside them. */
export function QuestionFilters({
  value,
  onChange,
  action,
}: {
  value: QuestionFilter;
  onChange: (filter: QuestionFilter) => void;
  action?: ReactNode;
}) {
  return (
    <Bar>
      <Group role="group" aria-label="Show">
        {QUESTION_FILTERS.map((filter) => (
          <Option
            key={filter.value}
            type="button"
            aria-pressed={filter.value === value}
            $active={filter.value === value}
            onClick={() => onChange(filter.value)}
          >
            {filter.label}
          </Option>
        ))}
      </Group>
      {action}
    </Bar>
  );
}
