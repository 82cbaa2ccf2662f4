import { Button, useAuthenticatedState } from '@qip/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { LogoutButton } from '../auth/LogoutButton';

const closedKey = (userId: string) => `qip.viewerBannerClosed.${userId}`;

const Banner = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colours.warningSoft};
  border-bottom: 1px solid ${({ theme }) => theme.colours.warning};
  color: ${({ theme }) => theme.colours.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Message = styled.p`
  flex: 1;
  min-width: 240px;
`;

const Eye = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colours.warning};
  color: ${({ theme }) => theme.colours.surface};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  flex: none;
`;

const Tag = styled.span`
  padding: 2px ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colours.warning};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colours.warning};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  white-space: nowrap;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * The viewer banner (both specs): 'You are currently viewing as {name}, Administrator of
 * {service}' with Logout and Close. Closing it hides it for the rest of this visit; the header
 * keeps a 'View only' tag.
 */
export function ViewerBanner() {
  const state = useAuthenticatedState();
  const userId = state?.user.id ?? '';
  const [closed, setClosed] = useState(() => window.sessionStorage.getItem(closedKey(userId)) === '1');
  if (!state?.session.viewer || closed) return null;

  // The spec words it for an administrator; a member's role is named as such.
  const role = state.selectedService?.role === 'member' ? 'Member' : 'Administrator';
  const service = state.selectedService?.name ?? state.user.accountName ?? 'this service';
  return (
    <Banner aria-label="Viewing as another user">
      <Eye aria-hidden="true">i</Eye>
      <Message>
        You are currently viewing as <strong>{state.user.name}</strong>, {role} of <strong>{service}</strong>
      </Message>
      <Tag>View only</Tag>
      <Actions>
        <LogoutButton variant="secondary" size="sm" />
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            window.sessionStorage.setItem(closedKey(userId), '1');
            setClosed(true);
          }}
        >
          Close
        </Button>
      </Actions>
    </Banner>
  );
}
