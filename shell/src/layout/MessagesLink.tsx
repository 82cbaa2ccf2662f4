import { messagesLinkLabel, PATHS, unreadBadgeText } from '@qip/shared-contracts';
import { usePortalState } from '@qip/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useUnreadMessages } from './useUnreadMessages';

const Badge = styled.span`
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
`;

/** The header's Messages link: the portal's inbox, its unread count in its name and a badge. */
export function MessagesLink({ userId }: { userId: string }) {
  const state = usePortalState();
  const viewer = state.status === 'authenticated' && state.session.viewer;
  const unread = useUnreadMessages(userId, !viewer) ?? 0;
  const badge = unreadBadgeText(unread);
  return (
    <Link to={PATHS.messages} aria-label={messagesLinkLabel(unread)}>
      Messages
      {badge && <Badge aria-hidden="true">{badge}</Badge>}
    </Link>
  );
}
