import { PATHS } from '@qip/shared-contracts';
import { Button, ConfirmDialog, useAuthenticatedState } from '@qip/shared-ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useShell } from '../app/ShellContext';
import { Brand } from './Brand';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colours.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colours.border};
`;

const HomeLink = styled(Link)`
  text-decoration: none;
`;

const Right = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(5)};
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  line-height: 1.3;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colours.textMuted};
`;

export const LOGOUT_QUESTION = 'Do you wish to log out?';

export function Header() {
  const state = useAuthenticatedState();
  const { session } = useShell();
  const [confirming, setConfirming] = useState(false);
  if (!state) return null;

  return (
    <Bar>
      <HomeLink to={PATHS.nqa} aria-label="QIP Portal home">
        <Brand />
      </HomeLink>
      <Right>
        <Who>
          <strong>{state.selectedService?.name ?? 'No service selected'}</strong>
          <Muted>{state.user.name}</Muted>
        </Who>
        <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
          Logout
        </Button>
      </Right>
      <ConfirmDialog
        open={confirming}
        message={LOGOUT_QUESTION}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          // The shell's routing then shows the logged-out screen.
          session.logout();
        }}
      />
    </Bar>
  );
}
