import { hubLink, HUB_PATHS, PATHS, type HubPath, type UserCenter } from '@qip/shared-contracts';
import { Button, ConfirmDialog, Modal, usePlatform, useAuthenticatedState } from '@qip/shared-ui';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useShell } from '../app/ShellContext';
import { activeServiceDetail, HUB_CONFIRMATIONS, serviceRow } from './switcherRules';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const rowFrame = css<{ $current: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colours.primary : theme.colours.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $current }) => ($current ? theme.colours.primarySoft : theme.colours.surface)};
  box-shadow: ${({ theme, $current }) => ($current ? `inset 4px 0 0 ${theme.colours.primary}` : 'none')};
  text-align: left;
  color: ${({ theme }) => theme.colours.text};
`;

const RowButton = styled.button<{ $current: boolean }>`
  ${rowFrame}
  font: inherit;
  cursor: pointer;
  transition: border-color 120ms ease;
  &:hover {
    border-color: ${({ theme }) => theme.colours.primary};
  }
`;

const Row = styled.div<{ $current: boolean }>`
  ${rowFrame}
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Note = styled.span<{ $tone: 'danger' | 'muted' }>`
  margin-left: ${({ theme }) => theme.space(2)};
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colours.danger : theme.colours.textMuted)};
`;

const Detail = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
`;

const Badge = styled.span`
  flex: none;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colours.primary};
  color: ${({ theme }) => theme.colours.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Chevron = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Aside = styled.p`
  margin-top: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
`;

interface PendingHubVisit {
  path: HubPath;
  confirmation: string;
}

function ServiceItem({
  service,
  current,
  onSelect,
  onHub,
}: {
  service: UserCenter;
  current: boolean;
  onSelect: (service: UserCenter) => void;
  onHub: (visit: PendingHubVisit) => void;
}) {
  const nameId = useId();
  const { note, action } = serviceRow(service);
  const detail = activeServiceDetail(service);
  const text = (
    <Text>
      <span>
        <Name id={nameId}>{service.name}</Name>
        {note && <Note $tone={note === '(Payment failed)' ? 'danger' : 'muted'}>{note}</Note>}
      </span>
      {detail && <Detail>{detail}</Detail>}
    </Text>
  );

  if (action.kind === 'select' && action.label === null) {
    return (
      <RowButton type="button" $current={current} aria-current={current || undefined} onClick={() => onSelect(service)}>
        {text}
        {current ? <Badge>Current</Badge> : <Chevron aria-hidden="true">›</Chevron>}
      </RowButton>
    );
  }
  return (
    <Row $current={current} aria-current={current || undefined}>
      {text}
      {current && <Badge>Current</Badge>}
      <Button
        size="sm"
        variant={action.kind === 'select' ? 'danger' : 'secondary'}
        aria-describedby={nameId}
        onClick={() =>
          action.kind === 'select' ? onSelect(service) : onHub({ path: action.path, confirmation: action.confirmation })
        }
      >
        {action.label}
      </Button>
    </Row>
  );
}

/**
 * The change-service modal (both specs, 'Service switching'): services by status, each with the
 * spec's label and action; All services; Add new service for administrators.
 */
export function ServiceSwitcher({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const state = useAuthenticatedState();
  const { hubUrl, bus } = usePlatform();
  const { session, leave } = useShell();
  const navigate = useNavigate();
  const [pendingHub, setPendingHub] = useState<PendingHubVisit | null>(null);
  if (!state) return null;

  const viewer = state.session.viewer;
  const isAdmin = state.user.userType === 'ADMIN';
  const currentId = state.selectedService?.id;

  const select = (service: UserCenter) => {
    if (service.id === currentId && service.status === 'active') {
      onOpenChange(false);
      return;
    }
    // Remember the choice, then load the portal afresh on the dashboard (spec: 'reloads at /qip/nqa').
    session.selectService(service.id);
    leave(`${state.basePath}${PATHS.nqa}`);
  };

  return (
    <>
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title="Change service"
        description="Choose the service you want to work on."
        footer={
          <>
            <Button
              variant="secondary"
              onClick={() => {
                onOpenChange(false);
                navigate(PATHS.userManagementServices);
              }}
            >
              All services
            </Button>
            {isAdmin && !viewer && (
              <Button
                onClick={() =>
                  setPendingHub({ path: HUB_PATHS.newService, confirmation: HUB_CONFIRMATIONS.newService })
                }
              >
                Add new service
              </Button>
            )}
          </>
        }
      >
        <List aria-label="Your services">
          {state.services.map((service) => (
            <li key={service.id}>
              <ServiceItem
                service={service}
                current={service.id === currentId}
                onSelect={select}
                onHub={setPendingHub}
              />
            </li>
          ))}
        </List>
        {!viewer && (
          <Aside>
            Want us to add a service to your subscription for you?{' '}
            <Button
              variant="link"
              onClick={() => {
                onOpenChange(false);
                bus.publish('service-request.open', {});
              }}
            >
              Request a new service
            </Button>
          </Aside>
        )}
      </Modal>
      <ConfirmDialog
        open={pendingHub !== null}
        title="Continue to Holistic HUB?"
        message={pendingHub?.confirmation}
        confirmLabel="Continue"
        cancelLabel="Cancel"
        onCancel={() => setPendingHub(null)}
        onConfirm={() => {
          if (pendingHub) leave(hubLink(hubUrl, pendingHub.path));
        }}
      />
    </>
  );
}
