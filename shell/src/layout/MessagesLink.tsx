import { messagesLinkLabel, PATHS, unreadBadgeText } from '@qip/shared-contracts';
import { usePortalState } from '@qip/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useUnreadMessages } from './useUnreadMessages';

// The badge is drawn from data-badge (CSS generated content), so the link's text stays
// 'Messages' and its name, 'Messages, 2 unread', still begins with what is seen.
const InboxLink = styled(Link)`
  &[data-badge]::after {
    content: attr(data-badge);
    display: inline-block;
    min-width: 18px;
    margin-left: ${({ theme }) => theme.space(1)};
    padding: 0 5px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colours.danger};
    color: #fff;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: 18px;
    text-align: center;
  }
`;

/** The header's Messages link: the portal's inbox, its unread count in its name and a badge. */
export function MessagesLink({ userId }: { userId: string }) {
  const state = usePortalState();
  const viewer = state.status === 'authenticated' && state.session.viewer;
  const unread = useUnreadMessages(userId, !viewer) ?? 0;
  return (
    <InboxLink
      to={PATHS.messages}
      aria-label={messagesLinkLabel(unread)}
      data-badge={unreadBadgeText(unread) ?? undefined}
    >
      Messages
    </InboxLink>
  );
}
