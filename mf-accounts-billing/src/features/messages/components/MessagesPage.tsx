import { formatInstantDate, PATHS, type MessageSummary } from '@qip/shared-contracts';
import {
  Button,
  Card,
  DataTable,
  EmptyState,
  LoadFailedState,
  LoadingState,
  Page,
  PageHeader,
  Pager,
  TableScroll,
  useReadOnly,
  useSelectedService,
} from '@qip/shared-ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useInbox } from '../hooks/useInbox';
import { ComposeMessage } from './ComposeMessage';

const Subject = styled(Link)<{ $unread: boolean }>`
  font-weight: ${({ $unread, theme }) => ($unread ? theme.fontWeights.bold : theme.fontWeights.regular)};
  color: ${({ theme }) => theme.colours.primary};
`;

const ReadState = styled.span<{ $unread: boolean }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  background: ${({ $unread, theme }) => ($unread ? theme.colours.primarySoft : theme.colours.background)};
  color: ${({ $unread, theme }) => ($unread ? theme.colours.primary : theme.colours.textMuted)};
`;

const Counts = styled.p`
  margin-bottom: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colours.textMuted};
`;

function MessageRow({ message }: { message: MessageSummary }) {
  const unread = !message.read;
  return (
    <tr>
      <th scope="row">
        <Subject to={`${PATHS.messages}/${encodeURIComponent(message.message_id)}`} $unread={unread}>
          {message.subject}
        </Subject>
      </th>
      <td>{message.message_from_name}</td>
      <td>{formatInstantDate(message.created_at)}</td>
      <td>
        <ReadState $unread={unread}>{unread ? 'Unread' : 'Read'}</ReadState>
      </td>
    </tr>
  );
}

/**
 * A viewer session ('view as') is for the service's QIP: a person's inbox stays private, and
 * opening a message would mark it read for them.
 */
export const VIEWER_INBOX_NOTICE = {
  title: 'Messages are private',
  description: 'The inbox is not shown while you are viewing the portal as another user.',
} as const;

/** /qip/messages: the signed-in user's inbox, 24 a page, newest first; administrators also write. */
export function MessagesPage() {
  if (useReadOnly()) {
    return (
      <Page>
        <PageHeader title="Messages" />
        <Card>
          <EmptyState title={VIEWER_INBOX_NOTICE.title} description={VIEWER_INBOX_NOTICE.description} />
        </Card>
      </Page>
    );
  }
  return <Inbox />;
}

function Inbox() {
  const [page, setPage] = useState(1);
  const inbox = useInbox(page);
  const service = useSelectedService();
  const [composing, setComposing] = useState(false);

  const content = (() => {
    if (inbox.status === 'loading') return <LoadingState label="Loading messages..." />;
    if (inbox.status === 'failed') return <LoadFailedState error={inbox.error} onRetry={() => void inbox.reload()} />;
    const { messages, inboxCount, unreadCount, pageSize } = inbox.data;
    if (inboxCount === 0) {
      return (
        <EmptyState title="No messages" description="Messages from your administrators and the portal arrive here." />
      );
    }
    return (
      <>
        <Counts>
          Inbox: {inboxCount} · Unread: {unreadCount}
        </Counts>
        <TableScroll>
          <DataTable aria-label="Messages">
            <thead>
              <tr>
                <th scope="col">Subject</th>
                <th scope="col">From</th>
                <th scope="col">Date</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {messages.map((message) => (
                <MessageRow key={message.message_id} message={message} />
              ))}
            </tbody>
          </DataTable>
        </TableScroll>
        {inboxCount > pageSize && (
          <Pager page={page} pageCount={Math.ceil(inboxCount / pageSize)} onChange={setPage} label="Messages pages" />
        )}
      </>
    );
  })();

  return (
    <Page>
      <PageHeader
        title="Messages"
        actions={
          service?.isAdmin && (
            <Button onClick={() => setComposing(true)} aria-haspopup="dialog">
              New message
            </Button>
          )
        }
      />
      <Card>{content}</Card>
      {service?.isAdmin && (
        <ComposeMessage
          open={composing}
          centerId={service.centerId}
          onClose={() => setComposing(false)}
          onSent={() => setComposing(false)}
        />
      )}
    </Page>
  );
}
