import { nqaCardDisplay, PATHS } from '@qip/shared-contracts';
import { areaColour, ProgressRing } from '@qip/shared-ui';
import { Link } from 'react-router-dom';
import styled, { css, keyframes } from 'styled-components';
import type { AreaCardData } from '../api/dashboardApi';

const CardShell = styled.article<{ $colour: string }>`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colours.surface};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-top: 6px solid ${({ $colour }) => $colour};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.space(5)};
  min-height: 240px;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const AreaName = styled.h3<{ $colour: string }>`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ $colour }) => $colour};
`;

const Status = styled.span<{ $finished: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  ${({ $finished, theme }) =>
    $finished
      ? css`
          background: ${theme.colours.successSoft};
          color: ${theme.colours.success};
        `
      : css`
          background: ${theme.colours.background};
          color: ${theme.colours.textMuted};
        `}
`;

const Title = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
  min-height: 3em;
  color: ${({ theme }) => theme.colours.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Middle = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Action = styled(Link)<{ $main: string; $text: string }>`
  margin-top: auto;
  display: block;
  text-align: center;
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $main }) => $main};
  color: ${({ $text }) => $text};
  &:hover {
    filter: brightness(0.95);
  }
`;

/** One quality area on the dashboard: its progress and the way in ('Start NQA1'). */
export function NqaProgressCard({ area }: { area: AreaCardData }) {
  const colour = areaColour(area.id);
  const display = nqaCardDisplay(area.id, area.completed);
  return (
    <CardShell $colour={colour.main} aria-labelledby={`nqa-card-${area.id}`}>
      <Top>
        <AreaName id={`nqa-card-${area.id}`} $colour={colour.strong}>
          {area.name}
        </AreaName>
        <Status $finished={display.finished}>{display.statusLabel}</Status>
      </Top>
      <Title>{area.title}</Title>
      <Middle>
        <ProgressRing percent={display.shownPercent} colour={colour.main} label={`${area.name} progress`} />
      </Middle>
      <Action to={PATHS.nqaArea(area.id)} $main={colour.main} $text={colour.contrastText}>
        {display.actionLabel}
      </Action>
    </CardShell>
  );
}

const shimmer = keyframes`
  from { opacity: 0.55; }
  to { opacity: 1; }
`;

const Bone = styled.div<{ $height: number; $width?: string }>`
  height: ${({ $height }) => $height}px;
  width: ${({ $width }) => $width ?? '100%'};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.border};
  animation: ${shimmer} 0.9s ease-in-out infinite alternate;
  & + & {
    margin-top: ${({ theme }) => theme.space(3)};
  }
`;

/** A grey card in the place of an area card while the progress loads. */
export function PlaceholderCard({ areaId }: { areaId: number }) {
  return (
    <CardShell $colour={areaColour(areaId).soft} aria-hidden="true">
      <Bone $height={20} $width="40%" />
      <Bone $height={36} />
      <Bone $height={88} $width="88px" />
      <Bone $height={38} />
    </CardShell>
  );
}
