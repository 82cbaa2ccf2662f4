import {
  canOpenService,
  formatInstantDate,
  SERVICE_STATUS_LABELS,
  shownPercent,
  type AccountService,
  type ServiceStatus,
} from '@qip/shared-contracts';
import { Button, Card, ProgressBar } from '@qip/shared-ui';
import styled from 'styled-components';

const TONES: Readonly<Record<ServiceStatus, 'success' | 'warning' | 'danger'>> = {
  active: 'success',
  notoverdue: 'warning',
  overdue: 'danger',
  resubscribe: 'danger',
  subscribe: 'warning',
};

const Item = styled(Card).attrs({ as: 'li' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
`;

const Heading = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0;
  }
`;

const Badge = styled.span<{ $tone: 'success' | 'warning' | 'danger' }>`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $tone }) => theme.colours[$tone]};
  background: ${({ theme, $tone }) => theme.colours[`${$tone}Soft`]};
  white-space: nowrap;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colours.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Progress = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  p {
    margin: 0;
    display: flex;
    justify-content: space-between;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colours.border};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
`;

/** What the renewal line says: the next renewal, or when a trial or a cancelled subscription ends. */
function renewalLabel(service: AccountService): string {
  if (service.subscriptionStatus === null) return 'Trial ends';
  if (service.subscriptionStatus === 'canceled' || service.cancelPending) return 'Ends';
  return 'Renews';
}

export interface ServiceCardProps {
  service: AccountService;
  current: boolean;
  /** The service being opened (its buttons are busy). */
  opening: boolean;
  onTasks: () => void;
  onEdit: () => void;
  /** Only for administrators of the service. */
  onRemove?: () => void;
}

/** One service of the list: the spec's name, subscription type, users, renewal, QIP percent and status. */
export function ServiceCard({ service, current, opening, onTasks, onEdit, onRemove }: ServiceCardProps) {
  const openable = canOpenService(service.status);
  const titleId = `service-${service.id}`;
  const percent = shownPercent(service.qipCompleted);
  return (
    <Item aria-labelledby={titleId}>
      <Heading>
        <h2 id={titleId}>
          {service.name}
          {current && <Hint as="span"> (current)</Hint>}
        </h2>
        <Badge $tone={TONES[service.status]}>{SERVICE_STATUS_LABELS[service.status]}</Badge>
      </Heading>
      <Facts>
        <dt>Subscription</dt>
        <dd>{service.subscriptionType}</dd>
        <dt>Users</dt>
        <dd>{service.users}</dd>
        <dt>{renewalLabel(service)}</dt>
        <dd>{service.renewsOn ? formatInstantDate(service.renewsOn) : '-'}</dd>
        <dt>Your role</dt>
        <dd>{service.role === 'admin' ? 'Administrator' : 'Member'}</dd>
      </Facts>
      <Progress>
        <p>
          <span>QIP completed</span>
          <strong>{percent}%</strong>
        </p>
        <ProgressBar value={percent} label={`QIP completed for ${service.name}`} />
      </Progress>
      {!openable && <Hint>Renew its subscription to open this service.</Hint>}
      <Actions>
        <Button size="sm" onClick={onTasks} disabled={!openable} busy={opening} aria-label={`Tasks of ${service.name}`}>
          Tasks
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={onEdit}
          disabled={!openable || opening}
          aria-label={`Edit ${service.name}`}
        >
          Edit
        </Button>
        {onRemove && (
          <Button size="sm" variant="ghost" onClick={onRemove} aria-label={`Remove ${service.name}`}>
            Remove
          </Button>
        )}
      </Actions>
    </Item>
  );
}
