import { isMentor, PATHS, type User } from '@qip/shared-contracts';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MessagesLink } from './MessagesLink';

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(5)};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    color: inherit;
    text-decoration: none;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    opacity: 0.92;
  }
  a:hover {
    opacity: 1;
    text-decoration: underline;
  }
`;

/**
 * Users of type 'user' (case-insensitive) do not see Subscriptions (both specs); nor does a
 * mentor, who has no account of their own.
 */
export function seesSubscriptions(user: Pick<User, 'userType'>): boolean {
  return user.userType.toLowerCase() !== 'user' && !isMentor(user);
}

/**
 * The header's top links, all the portal's own pages now that it has them: Messages (the inbox),
 * Users (the account area), Subscriptions (subscription details) and Help; a mentor has Messages only.
 */
export function TopLinks({ user }: { user: User }) {
  return (
    <Nav aria-label="Account links">
      <ul>
        <li>
          <MessagesLink userId={user.id} />
        </li>
        {!isMentor(user) && (
          <li>
            {/* The portal's own account area (a member lands on their own details there). */}
            <Link to={PATHS.userManagement}>Users</Link>
          </li>
        )}
        {seesSubscriptions(user) && (
          <li>
            <Link to={PATHS.billing(2)}>Subscriptions</Link>
          </li>
        )}
        {/* A mentor has only the mentor's page: Help is about a service's portal. */}
        {!isMentor(user) && (
          <li>
            <Link to={PATHS.help}>Help</Link>
          </li>
        )}
      </ul>
    </Nav>
  );
}
