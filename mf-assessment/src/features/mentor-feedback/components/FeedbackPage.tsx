import { PATHS, type MentorFeedback } from '@qip/shared-contracts';
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  ListDetailLayout,
  LoadingState,
  NoServiceSelected,
  Page,
  PageHeader,
  PanelTitle,
  type SelectedService,
  usePortalNavigate,
  useSelectedService,
} from '@qip/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { usePublishedFeedback } from '../hooks/usePublishedFeedback';
import { FeedbackReview } from './FeedbackReview';
import { FeedbackSteps } from './FeedbackSteps';

const Pager = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colours.border};
`;

const Position = styled.p`
  align-self: center;
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** /qip/nqa/mentor-feedback: the service's published mentor reviews, one read at a time. */
export function FeedbackPage() {
  const service = useSelectedService();
  if (!service) return <NoServiceSelected />;
  return <ServiceFeedback service={service} />;
}

function ServiceFeedback({ service }: { service: SelectedService }) {
  const reviews = usePublishedFeedback(service.centerId);
  const { onLinkClick } = usePortalNavigate();
  return (
    <Page>
      <PageHeader
        title="Mentor feedback"
        subtitle={`${service.name} · reviews from your Holistic QIP mentor`}
        actions={
          <a href={PATHS.nqa} onClick={onLinkClick(PATHS.nqa)}>
            Back to dashboard
          </a>
        }
      />
      {reviews.status === 'loading' && <LoadingState />}
      {reviews.status === 'failed' && <ErrorState onRetry={() => void reviews.reload()} />}
      {reviews.status === 'ready' &&
        (reviews.data.length === 0 ? (
          <Card>
            <EmptyState
              title="No feedback yet"
              description="When a mentor publishes a review of your service, you will find it here."
            />
          </Card>
        ) : (
          <Reviews reviews={reviews.data} />
        ))}
    </Page>
  );
}

/** The steps beside the active review; Previous and Next report move through them. */
function Reviews({ reviews }: { reviews: readonly MentorFeedback[] }) {
  // The newest review is read first.
  const [active, setActive] = useState(reviews.length - 1);
  const index = Math.min(active, reviews.length - 1);
  const review = reviews[index];
  if (!review) return null;
  return (
    <ListDetailLayout>
      <Card aria-labelledby="reviews-title">
        <PanelTitle id="reviews-title">Previous reviews</PanelTitle>
        <FeedbackSteps reviews={reviews} activeIndex={index} onSelect={setActive} />
      </Card>
      <Card>
        <FeedbackReview review={review} />
        <Pager>
          <Button variant="secondary" disabled={index === 0} onClick={() => setActive(index - 1)}>
            Previous report
          </Button>
          <Position aria-live="polite">
            Report {index + 1} of {reviews.length}
          </Position>
          <Button variant="secondary" disabled={index === reviews.length - 1} onClick={() => setActive(index + 1)}>
            Next report
          </Button>
        </Pager>
      </Card>
    </ListDetailLayout>
  );
}
