import { endpoints, MESSAGES_PAGE_SIZE, PATHS, type MessageInbox } from '@qip/shared-contracts';
import {
  demoAuthenticatedState,
  demoService,
  demoUser,
  httpError,
  renderWithPlatform,
  stubEndpoint,
} from '@qip/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { message, summaryOf } from '../../../testing/messages';
import { MessageDetailPage } from './MessageDetailPage';
import { MessagesPage, VIEWER_INBOX_NOTICE } from './MessagesPage';

const routes = (
  <Routes>
    <Route path={PATHS.messages} element={<MessagesPage />} />
    <Route path={`${PATHS.messages}/:messageId`} element={<MessageDetailPage />} />
  </Routes>
);

const member = demoService({ role: 'member' });

function inboxOf(messages = [message()], overrides: Partial<MessageInbox> = {}): MessageInbox {
  return {
    messages: messages.map(summaryOf),
    inboxCount: messages.length,
    unreadCount: messages.filter((one) => !one.read).length,
    page: 1,
    pageSize: MESSAGES_PAGE_SIZE,
    ...overrides,
  };
}

describe('the Messages inbox', () => {
  it('keeps the inbox private in a viewer session and asks for none of it', async () => {
    const state = demoAuthenticatedState();
    const { platform } = renderWithPlatform(routes, {
      route: PATHS.messages,
      state: { ...state, session: { ...state.session, viewer: true } },
      api: [stubEndpoint(endpoints.messages.inbox, () => inboxOf())],
    });
    expect(await screen.findByText(VIEWER_INBOX_NOTICE.title)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Messages' })).not.toBeInTheDocument();
    expect(platform.api.callsTo(endpoints.messages.inbox)).toHaveLength(0);
  });

  it('lists subject, sender, date and read state, with the inbox and unread counts', async () => {
    renderWithPlatform(routes, {
      route: PATHS.messages,
      api: [
        stubEndpoint(endpoints.messages.inbox, ({ body }) => {
          expect(body).toEqual({ user_id: demoUser.id, page: 1 });
          return inboxOf([message(), message({ message_id: 'm2', subject: 'Welcome', read: true })]);
        }),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Messages' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Staff meetingDana Whitfield20/11/2026Unread',
      'WelcomeDana Whitfield20/11/2026Read',
    ]);
    expect(screen.getByText('Inbox: 2 · Unread: 1')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Staff meeting' })).toHaveAttribute(
      'href',
      '/qip/messages/message-1',
    );
  });

  it(`pages ${MESSAGES_PAGE_SIZE} at a time`, async () => {
    const { platform } = renderWithPlatform(routes, {
      route: PATHS.messages,
      api: [
        stubEndpoint(endpoints.messages.inbox, ({ body }) =>
          inboxOf([message({ subject: `Page ${body.page ?? 1}` })], { inboxCount: 30, page: body.page ?? 1 }),
        ),
      ],
    });
    await screen.findByRole('link', { name: 'Page 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Page 2' })).toBeInTheDocument();
    expect(platform.api.callsTo(endpoints.messages.inbox).map((call) => call?.body)).toEqual([
      { user_id: demoUser.id, page: 1 },
      { user_id: demoUser.id, page: 2 },
    ]);
  });

  it('says when there are no messages, and when they cannot be loaded', async () => {
    const { unmount } = renderWithPlatform(routes, {
      route: PATHS.messages,
      api: [stubEndpoint(endpoints.messages.inbox, () => inboxOf([]))],
    });
    expect(await screen.findByText('No messages')).toBeInTheDocument();
    unmount();

    renderWithPlatform(routes, {
      route: PATHS.messages,
      api: [
        stubEndpoint(endpoints.messages.inbox, () => {
          throw httpError(500);
        }),
      ],
    });
    expect(await screen.findByText(/Failed to load data/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('offers New message to administrators only', async () => {
    const { unmount } = renderWithPlatform(routes, {
      route: PATHS.messages,
      api: [stubEndpoint(endpoints.messages.inbox, () => inboxOf())],
    });
    expect(await screen.findByRole('button', { name: 'New message' })).toBeInTheDocument();
    unmount();

    renderWithPlatform(routes, {
      route: PATHS.messages,
      state: demoAuthenticatedState({ services: [member], selectedService: member }),
      api: [stubEndpoint(endpoints.messages.inbox, () => inboxOf())],
    });
    await screen.findByRole('table', { name: 'Messages' });
    expect(screen.queryByRole('button', { name: 'New message' })).not.toBeInTheDocument();
  });
});

describe('a message', () => {
  const detailApi = (read: boolean) => [
    stubEndpoint(endpoints.messages.view, () =>
      message({ read, content: '<p>Tuesday at <strong>3</strong><img src="x" onerror="alert(1)"></p>' }),
    ),
    stubEndpoint(endpoints.messages.markRead, () => ({ inboxCount: 1, unreadCount: 0 })),
    stubEndpoint(endpoints.messages.remove, () => ({ ok: true as const })),
    stubEndpoint(endpoints.messages.inbox, () => inboxOf([])),
  ];

  it('shows its sanitised content; opening it unread marks it read and the header is told', async () => {
    const { platform, container } = renderWithPlatform(routes, {
      route: `${PATHS.messages}/message-1`,
      api: detailApi(false),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff meeting' })).toBeInTheDocument();
    expect(screen.getByText('3', { selector: 'strong' })).toBeInTheDocument();
    expect(container.querySelector('img[onerror]')).toBeNull();
    expect(screen.getByText('From Dana Whitfield · 20/11/2026')).toBeInTheDocument();
    expect(platform.api.callsTo(endpoints.messages.markRead).map((call) => call?.body)).toEqual([
      { id: 'message-1', user_id: demoUser.id },
    ]);
    expect(platform.published.filter((event) => event.type === 'messages.changed')).toHaveLength(1);
  });

  it('does not mark a message already read', async () => {
    const { platform } = renderWithPlatform(routes, { route: `${PATHS.messages}/message-1`, api: detailApi(true) });
    await screen.findByRole('heading', { level: 1, name: 'Staff meeting' });
    expect(platform.api.callsTo(endpoints.messages.markRead)).toHaveLength(0);
  });

  it("deletes after the confirmation: 'Message is now deleted', then the list", async () => {
    const { platform } = renderWithPlatform(routes, { route: `${PATHS.messages}/message-1`, api: detailApi(true) });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete message' });
    expect(confirm).toHaveTextContent('Do you wish to delete this message?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(platform.api.callsTo(endpoints.messages.remove)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Delete message' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(platform.api.callsTo(endpoints.messages.remove).map((call) => call?.body)).toEqual([
      { message_id: 'message-1', user_id: demoUser.id },
    ]);
    expect(platform.published).toContainEqual({
      type: 'toast',
      payload: { kind: 'success', message: 'Message is now deleted' },
    });
  });

  it('leaves for the list with Back to messages', async () => {
    renderWithPlatform(routes, { route: `${PATHS.messages}/message-1`, api: detailApi(true) });
    await userEvent.click(await screen.findByRole('link', { name: 'Back to messages' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
  });

  it('says when it cannot be loaded', async () => {
    renderWithPlatform(routes, {
      route: `${PATHS.messages}/gone`,
      api: [
        stubEndpoint(endpoints.messages.view, () => {
          throw httpError(404, { statusCode: 404, error: 'Not Found', message: 'There is no such message.' });
        }),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load data\./);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
