import { hubLink, HUB_PATHS, isMentor, PATHS, type User } from '@qip/shared-contracts';
import { usePlatform, VisuallyHidden } from '@qip/shared-ui';
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

const External = styled.span`
  margin-left: 3px;
  font-size: 0.8em;
`;

function HubLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <External aria-hidden="true">↗</External>
      <VisuallyHidden> (opens Holistic HUB in a new tab)</VisuallyHidden>
    </a>
  );
}

/**
 * Users of type 'user' (case-insensitive) do not see Subscriptions (both specs); nor does a
 * mentor, who has no account of their own.
 */
export function seesSubscriptions(user: Pick<User, 'userType'>): boolean {
  return user.userType.toLowerCase() !== 'user' && !isMentor(user);
}

/** The header's top links: Messages (the portal's inbox), Users and Subscriptions on the hub, and Help (a mentor: Messages). */
export function TopLinks({ user }: { user: User }) {
  const { hubUrl } = usePlatform();
  return (
    <Nav aria-label="Account links">
      <ul>
        <li>
          <MessagesLink userId={user.id} />
        </li>
        {!isMentor(user) && (
          <li>
            <HubLink href={hubLink(hubUrl, HUB_PATHS.users)}>Users</HubLink>
          </li>
        )}
        {seesSubscriptions(user) && (
          <li>
            <HubLink href={hubLink(hubUrl, HUB_PATHS.subscriptions)}>Subscriptions</HubLink>
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
