import { isMentor, PATHS, type MentorFeedback, type MentorRequest } from '@qip/shared-contracts';
import {
  Card,
  EmptyState,
  ErrorState,
  ListDetailLayout,
  LoadingState,
  Page,
  PageHeader,
  PanelTitle,
  useAuthenticatedState,
  usePortalNavigate,
} from '@qip/shared-ui';
import { useSearchParams } from 'react-router-dom';
import { useMentorQueue } from '../hooks/useMentorQueue';
import { RequestQueue } from './RequestQueue';
import { ReviewForm } from './ReviewForm';

export const NOT_ALLOWED = {
  title: 'Not allowed',
  message: "This page is for Holistic QIP mentors. Your account can't open it.",
} as const;

/** /qip/mentor: a mentor's queue of feedback requests and the review of the one chosen. */
export function MentorPage() {
  const state = useAuthenticatedState();
  if (!state || !isMentor(state.user)) return <NotAllowed />;
  return <MentorWorkspace />;
}

/** What anyone but a mentor sees here (the API refuses them the queue too). */
function NotAllowed() {
  const { onLinkClick } = usePortalNavigate();
  return (
    <Page>
      <PageHeader title={NOT_ALLOWED.title} subtitle="403 · mentors only" />
      <Card>
        <EmptyState
          title={NOT_ALLOWED.message}
          description="Mentor feedback for your service is on your dashboard."
          action={
            <a href={PATHS.nqa} onClick={onLinkClick(PATHS.nqa)}>
              Back to dashboard
            </a>
          }
        />
      </Card>
    </Page>
  );
}

function MentorWorkspace() {
  const { requests, showReview } = useMentorQueue();
  return (
    <Page>
      <PageHeader
        title="Feedback requests"
        subtitle="Review the quality areas each service asked about, then save a draft or publish it to the service."
      />
      {requests.status === 'loading' && <LoadingState />}
      {requests.status === 'failed' && <ErrorState onRetry={() => void requests.reload()} />}
      {requests.status === 'ready' &&
        (requests.data.length === 0 ? (
          <Card>
            <EmptyState
              title="No open requests"
              description="When a service asks for mentor feedback, its request appears here."
            />
          </Card>
        ) : (
          <Queue requests={requests.data} onSaved={showReview} />
        ))}
    </Page>
  );
}

/** The queue beside the chosen request's review form; the choice is kept in the address. */
function Queue({
  requests,
  onSaved,
}: {
  requests: readonly MentorRequest[];
  onSaved: (review: MentorFeedback) => void;
}) {
  const [search, setSearch] = useSearchParams();
  const chosen = requests.find((request) => request.id === search.get('request')) ?? requests[0];
  if (!chosen) return null;
  return (
    <ListDetailLayout $list="minmax(280px, 380px)">
      <Card aria-labelledby="queue-title">
        <PanelTitle id="queue-title">Open requests ({requests.length})</PanelTitle>
        <RequestQueue
          requests={requests}
          selectedId={chosen.id}
          onSelect={(id) => setSearch({ request: id }, { replace: true })}
        />
      </Card>
      <Card>
        <ReviewForm key={chosen.id} request={chosen} onSaved={onSaved} />
      </Card>
    </ListDetailLayout>
  );
}
