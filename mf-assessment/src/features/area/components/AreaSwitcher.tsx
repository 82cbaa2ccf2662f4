import { PATHS, QUALITY_AREA_IDS } from '@qip/shared-contracts';
import { areaColour } from '@qip/shared-ui';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

const Nav = styled.nav`
  flex: none;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Circle = styled(Link)<{ $main: string; $text: string; $strong: string; $current: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  text-decoration: none;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  transition: transform 120ms ease;
  ${({ $current, $main, $text, $strong, theme }) =>
    $current
      ? css`
          background: ${$main};
          color: ${$text};
          box-shadow:
            0 0 0 2px ${theme.colours.surface},
            0 0 0 4px ${$main};
        `
      : css`
          background: ${theme.colours.surface};
          color: ${$strong};
          border: 3px solid ${$main};
          &:hover {
            transform: translateY(-2px);
          }
        `}
`;

/** The seven coloured circles that switch between quality areas. */
export function AreaSwitcher({ current }: { current: number }) {
  return (
    <Nav aria-label="Quality areas">
      <List>
        {QUALITY_AREA_IDS.map((id) => {
          const colour = areaColour(id);
          return (
            <li key={id}>
              <Circle
                to={PATHS.nqaArea(id)}
                aria-current={id === current ? 'page' : undefined}
                $main={colour.main}
                $text={colour.contrastText}
                $strong={colour.strong}
                $current={id === current}
              >
                NQA{id}
              </Circle>
            </li>
          );
        })}
      </List>
    </Nav>
  );
}
