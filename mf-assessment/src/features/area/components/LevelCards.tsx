import { levelCompletionLabel, shownPercent, type LevelProgress, type SubLevelProgress } from '@qip/shared-contracts';
import { areaColour, ProgressBar } from '@qip/shared-ui';
import styled, { css } from 'styled-components';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const CardButton = styled.button<{ $main: string; $soft: string; $selected: boolean }>`
  /* Read as label, name, completion; shown with the completion beside the label. */
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  text-align: left;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.surface};
  border: 2px solid ${({ theme }) => theme.colours.border};
  box-shadow: ${({ theme }) => theme.shadows.card};
  cursor: pointer;
  color: ${({ theme }) => theme.colours.text};
  font: inherit;
  ${({ $selected, $main, $soft }) =>
    $selected &&
    css`
      border-color: ${$main};
      background: ${$soft};
    `}
  &:hover {
    border-color: ${({ $main }) => $main};
  }
`;

const Label = styled.span<{ $strong: string }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ $strong }) => $strong};
`;

const Name = styled.span`
  grid-column: 1 / -1;
  grid-row: 2;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const BarCell = styled.span`
  grid-column: 1 / -1;
`;

const Completion = styled.span`
  grid-column: 2;
  grid-row: 1;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
`;

interface CardProps {
  areaId: number;
  label: string;
  name: string;
  completed: number;
  selected: boolean;
  onSelect: () => void;
}

function ProgressCard({ areaId, label, name, completed, selected, onSelect }: CardProps) {
  const colour = areaColour(areaId);
  const text = levelCompletionLabel(completed);
  return (
    <CardButton
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      $main={colour.main}
      $soft={colour.soft}
      $selected={selected}
    >
      <Label $strong={colour.strong}>{label}</Label>
      <Name title={name}>{name}</Name>
      {/* The completion text says the same; the bar is for the eye. */}
      <BarCell aria-hidden="true">
        <ProgressBar value={shownPercent(completed)} label={`${label} ${name}`} colour={colour.main} height={4} />
      </BarCell>
      <Completion>{text}</Completion>
    </CardButton>
  );
}

/** The standards of an area ('levels'), each with its progress; one is selected. */
export function LevelCards({
  areaId,
  levels,
  selectedId,
  onSelect,
}: {
  areaId: number;
  levels: readonly LevelProgress[];
  selectedId: string;
  onSelect: (level: LevelProgress) => void;
}) {
  return (
    <Row role="group" aria-label="Standards">
      {levels.map((level) => (
        <ProgressCard
          key={level.id}
          areaId={areaId}
          label={level.label}
          name={level.title}
          completed={level.completed}
          selected={level.id === selectedId}
          onSelect={() => onSelect(level)}
        />
      ))}
    </Row>
  );
}

/** The elements of a standard ('sub-levels'), each with its progress; one is selected. */
export function SubLevelCards({
  areaId,
  subLevels,
  selectedId,
  onSelect,
}: {
  areaId: number;
  subLevels: readonly SubLevelProgress[];
  selectedId: string;
  onSelect: (subLevel: SubLevelProgress) => void;
}) {
  return (
    <Row role="group" aria-label="Elements">
      {subLevels.map((subLevel) => (
        <ProgressCard
          key={subLevel.id}
          areaId={areaId}
          label={subLevel.label}
          name={subLevel.name}
          completed={subLevel.completed}
          selected={subLevel.id === selectedId}
          onSelect={() => onSelect(subLevel)}
        />
      ))}
    </Row>
  );
}
