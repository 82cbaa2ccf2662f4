import { PATHS } from '@qip/shared-contracts';
import {
  Button,
  Card,
  SummaryHeading,
  SummaryNote,
  usePortalNavigate,
  useReadOnly,
  type SelectedService,
} from '@qip/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useFeedbackSummary } from '../hooks/useFeedbackSummary';
import { RequestFeedbackModal } from './RequestFeedbackModal';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const ViewLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colours.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colours.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colours.primarySoft};
  }
`;

/**
 * The dashboard's mentor buttons (section 6): 'Request mentor feedback' for the administrators
 * whose plan includes mentoring (the API applies the rule), 'View feedback' once a review has
 * been published for the service. Neither applies: no card. Until the answer comes, or when it
 * fails, nothing is offered rather than a button that may not apply.
 */
export function MentorFeedbackCard({ service }: { service: SelectedService }) {
  const summary = useFeedbackSummary(service.centerId);
  const readOnly = useReadOnly();
  const { onLinkClick } = usePortalNavigate();
  const [requesting, setRequesting] = useState(false);
  if (summary.status !== 'ready') return null;
  const canRequest = summary.data.canRequest && !readOnly;
  const { hasPublished } = summary.data;
  if (!canRequest && !hasPublished) return null;

  return (
    <Card aria-labelledby="mentor-card-title">
      <SummaryHeading id="mentor-card-title">Mentor feedback</SummaryHeading>
      <SummaryNote>
        {hasPublished
          ? 'Your mentor has reviewed your work. Read their feedback, or ask for more.'
          : 'Ask a Holistic QIP mentor to review your quality areas and tell you where you stand.'}
      </SummaryNote>
      <Actions>
        {canRequest && <Button onClick={() => setRequesting(true)}>Request mentor feedback</Button>}
        {hasPublished && (
          <ViewLink href={PATHS.mentorFeedback} onClick={onLinkClick(PATHS.mentorFeedback)}>
            View feedback
          </ViewLink>
        )}
      </Actions>
      {requesting && <RequestFeedbackModal service={service} onClose={() => setRequesting(false)} />}
    </Card>
  );
}
