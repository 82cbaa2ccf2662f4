import { endpoints, type MessageCounts } from '@qip/shared-contracts';
import { demoAuthenticatedState, demoUser, stubEndpoint } from '@qip/shared-ui/testing';
import { act, screen } from '@testing-library/react';
import { renderShell } from '../testing/renderShell';
import { MessagesLink } from './MessagesLink';
import { UNREAD_REFRESH_MS } from './useUnreadMessages';

function renderLink(answers: number[]) {
  const asked: unknown[] = [];
  const rendered = renderShell(<MessagesLink userId={demoUser.id} />, {
    route: '/qip/nqa',
    state: demoAuthenticatedState(),
    api: [
      stubEndpoint(endpoints.messages.counts, ({ body }): MessageCounts => {
        asked.push(body);
        const unreadCount = answers.length > 1 ? answers.shift() : answers[0];
        return { inboxCount: 10, unreadCount: unreadCount ?? 0 };
      }),
    ],
  });
  return { ...rendered, asked };
}

describe("the header's Messages link", () => {
  afterEach(() => jest.useRealTimers());

  it('opens the inbox and names the unread count, with a badge', async () => {
    const { asked } = renderLink([2]);
    const link = await screen.findByRole('link', { name: 'Messages, 2 unread' });
    expect(link).toHaveAttribute('href', '/qip/messages');
    expect(link).toHaveTextContent(/^Messages$/);
    expect(link).toHaveAttribute('data-badge', '2');
    expect(asked).toEqual([{ user_id: demoUser.id }]);
  });

  it('shows no badge when nothing is unread', async () => {
    renderLink([0]);
    const link = await screen.findByRole('link', { name: 'Messages' });
    expect(link).not.toHaveAttribute('data-badge');
  });

  it("refetches when an area publishes 'messages.changed'", async () => {
    const { platform } = renderLink([3, 2]);
    await screen.findByRole('link', { name: 'Messages, 3 unread' });
    act(() => platform.bus.publish('messages.changed', {}));
    expect(await screen.findByRole('link', { name: 'Messages, 2 unread' })).toBeInTheDocument();
  });

  it('refreshes every minute while signed in', async () => {
    jest.useFakeTimers();
    renderLink([1, 4]);
    expect(await screen.findByRole('link', { name: 'Messages, 1 unread' })).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(UNREAD_REFRESH_MS);
    });
    expect(screen.getByRole('link', { name: 'Messages, 4 unread' })).toBeInTheDocument();
  });
});
