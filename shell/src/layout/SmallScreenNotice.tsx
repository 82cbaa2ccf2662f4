import { NARROW_SCREEN_CUTOFF_PX, PATHS } from '@qip/shared-contracts';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Brand } from './Brand';

export const SMALL_SCREEN_HEADING = 'Please use a larger screen';
export const SMALL_SCREEN_MESSAGE = `The QIP Portal does not support screen resolutions below ${NARROW_SCREEN_CUTOFF_PX}px.`;

const Panel = styled.section`
  margin: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colours.surface};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  text-align: center;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Screens = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colours.primary};
`;

const Screen = styled.span<{ $w: number; $h: number }>`
  display: block;
  width: ${({ $w }) => $w}px;
  height: ${({ $h }) => $h}px;
  border: 3px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colours.primarySoft};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colours.textMuted};
  max-width: 40ch;
`;

const BrandRow = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  margin-top: ${({ theme }) => theme.space(2)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * Shown instead of the page under 768 px (both specs, section 2). Signed out, there is no header,
 * so it carries the brand, and the pages that do work on a small screen: plans and the free trial.
 */
export function SmallScreenNotice({ signedIn }: { signedIn: boolean }) {
  return (
    <Panel role="region" aria-labelledby="small-screen-heading">
      {!signedIn && (
        <BrandRow>
          <Brand />
        </BrandRow>
      )}
      <Screens aria-hidden="true">
        <Screen $w={36} $h={26} />
        <Screen $w={64} $h={44} />
      </Screens>
      <h1 id="small-screen-heading">{SMALL_SCREEN_HEADING}</h1>
      <p>{SMALL_SCREEN_MESSAGE}</p>
      <Hint>Open it on a laptop, a desktop computer or a tablet held sideways, or widen this window.</Hint>
      {!signedIn && (
        <Links>
          <Link to={PATHS.authPricingPlans}>See the plans</Link>
          <Link to={PATHS.freeTrial}>Start a 30-day free trial</Link>
        </Links>
      )}
    </Panel>
  );
}
