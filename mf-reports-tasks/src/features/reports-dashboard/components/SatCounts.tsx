import { areaColour, Spinner, VisuallyHidden } from '@qip/shared-ui';
import styled from 'styled-components';
import { useSatCounts } from '../hooks/useSatCounts';

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const Tiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(112px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const Tile = styled.li<{ $area: number }>`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $area }) => areaColour($area).soft};
  border-left: 4px solid ${({ $area }) => areaColour($area).main};
`;

const Area = styled.span<{ $area: number }>`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.04em;
  color: ${({ $area }) => areaColour($area).strong};
`;

const Count = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colours.text};
`;

const Mark = styled.span<{ $reached: boolean }>`
  margin-left: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $reached }) => ($reached ? theme.colours.success : theme.colours.warning)};
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
`;

/** Per quality area, the strengths chosen for the SAT of the number expected (the SAT document's coverage). */
export function SatCounts({ centerId }: { centerId: string }) {
  const counts = useSatCounts(centerId);
  return (
    <Section aria-labelledby="sat-counts-heading">
      <Heading id="sat-counts-heading">Strengths chosen / expected per area</Heading>
      {counts.status === 'loading' && <Spinner label="Loading the SAT..." size={20} />}
      {counts.status === 'failed' && <Note>The chosen strengths could not be counted just now.</Note>}
      {counts.status === 'ready' && (
        <Tiles>
          {counts.data.map((tile) => (
            <Tile key={tile.area} $area={tile.area}>
              <Area $area={tile.area}>NQA{tile.area}</Area>
              <Count>
                {tile.text}
                <Mark $reached={tile.reached} aria-hidden="true">
                  {tile.reached ? '✓' : '!'}
                </Mark>
                <VisuallyHidden>
                  {tile.reached ? ' (expected number reached)' : ' (fewer than expected)'}
                </VisuallyHidden>
              </Count>
            </Tile>
          ))}
        </Tiles>
      )}
    </Section>
  );
}
