import { PATHS } from '@qip/shared-contracts';
import { Button, Card, ConfirmDialog, Page, PageHeader, useAuthenticatedState, usePlatform } from '@qip/shared-ui';
import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { isAdministrator } from './administered';

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space(5)};
`;

const CardTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin: 0 0 ${({ theme }) => theme.space(2)};
`;

const CardText = styled.p`
  color: ${({ theme }) => theme.colours.textMuted};
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colours.primary};
  }
`;

function DashboardCard({
  title,
  text,
  links,
}: {
  title: string;
  text: string;
  links: readonly { to: string; label: string }[];
}) {
  const id = `card-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Card aria-labelledby={id}>
      <CardTitle id={id}>{title}</CardTitle>
      <CardText>{text}</CardText>
      <Links>
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </Links>
    </Card>
  );
}

/** Sends the user to another area's page (the shell navigates), in place of this one. */
function GoTo({ to }: { to: string }) {
  const { bus } = usePlatform();
  useEffect(() => bus.publish('navigate', { to, replace: true }), [bus, to]);
  return null;
}

/**
 * /qip/user-management, the account dashboard (administrators): User Centre, Services and
 * Billing, and Logout. A member goes to their own details; a service whose details are missing
 * goes to /qip/nqa first. The User Centre opens the portal's own user pages.
 */
export function UserManagementPage() {
  const state = useAuthenticatedState();
  const { bus } = usePlatform();
  const [confirmLogout, setConfirmLogout] = useState(false);
  if (!state) return null;
  if (!isAdministrator(state)) return <Navigate to={PATHS.updateUser} replace />;
  if (state.selectedService && state.selectedService.serviceCatId === null) return <GoTo to={PATHS.nqa} />;

  return (
    <Page>
      <PageHeader
        title="Account dashboard"
        subtitle={state.user.accountName ?? undefined}
        actions={
          <Button variant="secondary" onClick={() => setConfirmLogout(true)}>
            Logout
          </Button>
        }
      />
      <Cards>
        <DashboardCard
          title="User Centre"
          text="Your details, and the people who work on your services' QIP."
          links={[
            { to: PATHS.updateUser, label: 'Update my details' },
            { to: PATHS.createUser, label: 'Create a new user' },
            { to: PATHS.userList, label: 'View all users' },
          ]}
        />
        <DashboardCard
          title="Services"
          text="The services in your account."
          links={[{ to: PATHS.userManagementServices, label: 'All services' }]}
        />
        <DashboardCard
          title="Billing"
          text="Your subscriptions, cards and tax invoices."
          links={[
            { to: PATHS.billing(2), label: 'Subscription details' },
            ...(state.user.stripeId
              ? [
                  { to: PATHS.billing(1), label: 'Payment details' },
                  { to: PATHS.billing(3), label: 'Past payments' },
                ]
              : []),
          ]}
        />
      </Cards>
      <ConfirmDialog
        open={confirmLogout}
        message="Do you wish to log out?"
        onConfirm={() => bus.publish('session.end', {})}
        onCancel={() => setConfirmLogout(false)}
      />
    </Page>
  );
}
