import { QUALITY_AREA_IDS, satAreaCount, type NqaSummary, type QualityAreaId } from '@qip/shared-contracts';
import { areaColour } from '@qip/shared-ui';
import styled, { css } from 'styled-components';
import { SatMarker } from './SatMarker';

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(128px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Tile = styled.button<{ $main: string; $soft: string; $selected: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 112px;
  text-align: left;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 2px solid ${({ theme }) => theme.colours.border};
  border-top: 6px solid ${({ $main }) => $main};
  background: ${({ theme }) => theme.colours.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colours.text};
  font: inherit;
  cursor: pointer;
  transition:
    transform 120ms ease,
    border-color 120ms ease;
  &:hover {
    transform: translateY(-2px);
    border-color: ${({ $main }) => $main};
  }
  ${({ $selected, $main, $soft }) =>
    $selected &&
    css`
      border-color: ${$main};
      background: ${$soft};
    `}
`;

const Name = styled.span<{ $strong: string }>`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ $strong }) => $strong};
`;

const Title = styled.span`
  flex: 1 1 auto;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const CountRow = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Count = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

/**
 * The seven quality areas as tiles (spec: SAT page), each with the strengths chosen of those
 * expected ('3/45'), a warning marker below the number and a tick at it; one is selected.
 */
export function AreaTiles({
  areas,
  chosenIn,
  selected,
  onSelect,
}: {
  /** The areas' names and titles, when loaded. */
  areas: readonly NqaSummary[] | null;
  chosenIn: (areaId: QualityAreaId) => number;
  selected: QualityAreaId;
  onSelect: (areaId: QualityAreaId) => void;
}) {
  return (
    <Tiles role="group" aria-label="Strengths chosen by quality area">
      {QUALITY_AREA_IDS.map((id) => {
        const colour = areaColour(id);
        const area = areas?.find((candidate) => candidate.id === id);
        const count = satAreaCount(id, chosenIn(id));
        return (
          <Tile
            key={id}
            type="button"
            aria-pressed={id === selected}
            onClick={() => onSelect(id)}
            $main={colour.main}
            $soft={colour.soft}
            $selected={id === selected}
          >
            <Name $strong={colour.strong}>NQA{id}</Name>
            <Title>{area?.title}</Title>
            <CountRow>
              {/* The marker says the count in words; the figure is for the eye. */}
              <Count aria-hidden="true">{count.text}</Count>
              <SatMarker count={count} />
            </CountRow>
          </Tile>
        );
      })}
    </Tiles>
  );
}
