import { SAT, type LevelProgress } from '@qip/shared-contracts';
import { areaColour, VisuallyHidden } from '@qip/shared-ui';
import styled, { css } from 'styled-components';

const Standards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Standard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const StandardName = styled.h4`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.colours.textMuted};
`;

const ElementButton = styled.button<{ $main: string; $soft: string; $selected: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  text-align: left;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colours.border};
  background: ${({ theme }) => theme.colours.surface};
  color: ${({ theme }) => theme.colours.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &:hover {
    border-color: ${({ $main }) => $main};
  }
  ${({ $selected, $main, $soft }) =>
    $selected &&
    css`
      border-color: ${$main};
      background: ${$soft};
      box-shadow: inset 3px 0 0 ${$main};
    `}
`;

const Label = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Count = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colours.textMuted};
  font-variant-numeric: tabular-nums;
`;

/** The elements of an area by standard, each with its strengths chosen of the 5 it may have. */
export function ElementPicker({
  areaId,
  levels,
  selectedLabel,
  chosenIn,
  onSelect,
}: {
  areaId: number;
  levels: readonly LevelProgress[];
  selectedLabel: string;
  chosenIn: (elementLabel: string) => number;
  onSelect: (elementLabel: string) => void;
}) {
  const colour = areaColour(areaId);
  return (
    <Standards role="group" aria-label={`Elements of NQA${areaId}`}>
      {levels.map((level) => (
        <Standard key={level.id}>
          <StandardName>
            {level.label} {level.title}
          </StandardName>
          {level.subLevels.map((element) => {
            const chosen = chosenIn(element.label);
            return (
              <ElementButton
                key={element.id}
                type="button"
                aria-pressed={element.label === selectedLabel}
                onClick={() => onSelect(element.label)}
                $main={colour.main}
                $soft={colour.soft}
                $selected={element.label === selectedLabel}
              >
                <Label>{element.label}</Label>
                <Name title={element.name}>{element.name}</Name>
                <Count>
                  <span aria-hidden="true">
                    {chosen}/{SAT.strengthsPerElement}
                  </span>
                  <VisuallyHidden>
                    , {chosen} of {SAT.strengthsPerElement} strengths chosen
                  </VisuallyHidden>
                </Count>
              </ElementButton>
            );
          })}
        </Standard>
      ))}
    </Standards>
  );
}
