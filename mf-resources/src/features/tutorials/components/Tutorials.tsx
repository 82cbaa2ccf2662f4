import { formatCalendarDate, RESOURCE_MESSAGES, type Tutorial } from '@qip/shared-contracts';
import {
  Button,
  EmptyState,
  ErrorState,
  LoadFailedState,
  LoadingState,
  Pager,
  SafeHtml,
  usePlatform,
  useProtectedFileUrl,
  useResource,
} from '@qip/shared-ui';
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { fetchTutorial, fetchTutorials } from '../api/tutorialsApi';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Item = styled.li`
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(3)};
`;

const Video = styled.video`
  width: 100%;
  max-width: 960px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #000;
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The tutorial's video, fetched with the session (the API serves it only to signed-in users). */
function TutorialVideo({ tutorial }: { tutorial: Tutorial }) {
  const video = useProtectedFileUrl(tutorial.tutorial_link);
  const poster = useProtectedFileUrl(tutorial.thumbnail);
  if (video.status === 'failed') return <ErrorState message={RESOURCE_MESSAGES.videoFailed} />;
  if (video.status !== 'ready') return <LoadingState label="Loading the video..." />;
  return (
    <Video
      src={video.objectUrl}
      poster={poster.status === 'ready' ? poster.objectUrl : undefined}
      controls
      aria-label={`Video: ${tutorial.tutorial_name}`}
    />
  );
}

function TutorialDetail({ id, onOpen }: { id: string; onOpen: (id: string | null) => void }) {
  const { api } = usePlatform();
  const detail = useResource(useCallback(() => fetchTutorial(api, id), [api, id]));
  if (detail.status === 'loading') return <LoadingState />;
  if (detail.status === 'failed') return <LoadFailedState error={detail.error} onRetry={() => void detail.reload()} />;
  const { item, previous_id: previousId, next_id: nextId } = detail.data;
  return (
    <article aria-labelledby="tutorial-title">
      <Button variant="secondary" size="sm" onClick={() => onOpen(null)}>
        All tutorials
      </Button>{' '}
      <Button variant="secondary" size="sm" disabled={!previousId} onClick={() => previousId && onOpen(previousId)}>
        Previous
      </Button>{' '}
      <Button variant="secondary" size="sm" disabled={!nextId} onClick={() => nextId && onOpen(nextId)}>
        Next
      </Button>
      <h2 id="tutorial-title">{item.tutorial_name}</h2>
      <TutorialVideo tutorial={item} />
      <Meta>
        {item.tutorial_author}, {formatCalendarDate(item.created_at)}
      </Meta>
      <SafeHtml html={item.tutorial_description} />
    </article>
  );
}

/** App tutorials: the list, ten a page, and a tutorial's detail view with its video. */
export function Tutorials({ tutorialId, onOpen }: { tutorialId: string | null; onOpen: (id: string | null) => void }) {
  const { api } = usePlatform();
  const [page, setPage] = useState(1);
  const tutorials = useResource(useCallback(() => fetchTutorials(api, page), [api, page]));
  if (tutorialId) return <TutorialDetail id={tutorialId} onOpen={onOpen} />;
  if (tutorials.status === 'loading') return <LoadingState />;
  if (tutorials.status === 'failed') {
    return <LoadFailedState error={tutorials.error} onRetry={() => void tutorials.reload()} />;
  }
  if (tutorials.data.total === 0) return <EmptyState title={RESOURCE_MESSAGES.noTutorials} />;
  return (
    <>
      <List aria-label="App tutorials">
        {tutorials.data.data.map((tutorial) => (
          <Item key={tutorial.id}>
            <h3>{tutorial.tutorial_name}</h3>
            <Meta>{tutorial.tutorial_author}</Meta>
            <Button variant="secondary" size="sm" onClick={() => onOpen(tutorial.id)}>
              Watch {tutorial.tutorial_name}
            </Button>
          </Item>
        ))}
      </List>
      <Pager
        page={tutorials.data.page}
        pageCount={Math.max(1, Math.ceil(tutorials.data.total / tutorials.data.per_page))}
        onChange={setPage}
        label="Tutorial pages"
      />
    </>
  );
}
