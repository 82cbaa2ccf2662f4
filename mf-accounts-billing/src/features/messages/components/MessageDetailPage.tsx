import { formatInstantDate, MESSAGE_TEXTS, PATHS } from '@qip/shared-contracts';
import { Button, Card, ConfirmDialog, LoadFailedState, LoadingState, Page, SafeHtml, SpreadRow } from '@qip/shared-ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useDeleteMessage } from '../hooks/useDeleteMessage';
import { useMessage } from '../hooks/useMessage';

const Subject = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colours.textMuted};
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const Content = styled(SafeHtml)`
  line-height: ${({ theme }) => theme.lineHeights.normal};
  p,
  ul,
  ol,
  blockquote {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  ul,
  ol {
    padding-left: ${({ theme }) => theme.space(6)};
  }
`;

const BackLink = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colours.primary};
`;

function MessageDetail({ messageId }: { messageId: string }) {
  const message = useMessage(messageId);
  const remove = useDeleteMessage();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (message.status === 'loading') return <LoadingState label="Loading the message..." />;
  if (message.status === 'failed') {
    return <LoadFailedState error={message.error} onRetry={() => void message.reload()} />;
  }
  const { subject, message_from_name: from, created_at: sentAt, content } = message.data;

  const onConfirm = async () => {
    setDeleting(true);
    const deleted = await remove(messageId);
    setDeleting(false);
    setConfirming(false);
    if (deleted) navigate(PATHS.messages);
  };

  return (
    <article aria-labelledby="message-subject">
      <SpreadRow>
        <Subject id="message-subject">{subject}</Subject>
        <Button variant="danger" onClick={() => setConfirming(true)} aria-haspopup="dialog">
          Delete
        </Button>
      </SpreadRow>
      <Meta>
        From {from} · {formatInstantDate(sentAt)}
      </Meta>
      <Content html={content} />
      <ConfirmDialog
        open={confirming}
        message={MESSAGE_TEXTS.confirmDelete}
        title="Delete message"
        confirmLabel="Delete"
        cancelLabel="Cancel"
        danger
        busy={deleting}
        busyLabel="Deleting..."
        onConfirm={() => void onConfirm()}
        onCancel={() => setConfirming(false)}
      />
    </article>
  );
}

/** /qip/messages/{messageId}: one message; leaving it returns to the list. */
export function MessageDetailPage() {
  const { messageId = '' } = useParams();
  return (
    <Page>
      <BackLink to={PATHS.messages}>
        <span aria-hidden="true">← </span>
        Back to messages
      </BackLink>
      <Card>
        <MessageDetail key={messageId} messageId={messageId} />
      </Card>
    </Page>
  );
}
