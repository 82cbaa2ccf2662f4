import { PATHS } from '@qip/shared-contracts';
import { Button, Card, Page, usePortalNavigate } from '@qip/shared-ui';
import styled from 'styled-components';

export const LEGAL_NOTICE_HEADING = "Before starting your QIP document let's complete your Service details";

const Notice = styled(Card)`
  max-width: 720px;
  margin: ${({ theme }) => theme.space(10)} auto 0;
  padding: ${({ theme }) => theme.space(10)};
  text-align: center;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
  p {
    color: ${({ theme }) => theme.colours.textMuted};
    margin: 0 auto ${({ theme }) => theme.space(8)};
    max-width: 52ch;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * The legal-notice screen (accounts-billing spec): Start now goes to the onboarding steps
 * (the signed-out variant to /qip/auth/onboarding); the details can be left until later.
 */
export function LegalNoticePage({ signedIn }: { signedIn: boolean }) {
  const { go } = usePortalNavigate();
  return (
    <Page>
      <Notice aria-labelledby="legal-notice-title">
        <h1 id="legal-notice-title">{LEGAL_NOTICE_HEADING}</h1>
        <p>
          Your service&apos;s location, contacts, people, hours, rooms, staff, philosophy and logo appear in the
          documents the regulator reads. It takes about ten minutes, and you can stop at any step and come back.
        </p>
        <Actions>
          <Button size="lg" onClick={() => go(signedIn ? PATHS.onboarding : PATHS.authOnboarding)}>
            Start now
          </Button>
          <Button size="lg" variant="ghost" onClick={() => go(signedIn ? PATHS.nqa : PATHS.login)}>
            Skip until later
          </Button>
        </Actions>
      </Notice>
    </Page>
  );
}
