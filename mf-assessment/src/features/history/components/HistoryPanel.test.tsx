import {
  endpoints,
  formatChangeTime,
  HISTORY_MESSAGES,
  type ChangeEntry,
  type HistoryPage,
} from '@qip/shared-contracts';
import { FAILED_TO_LOAD_MESSAGE } from '@qip/shared-ui';
import { renderWithPlatform, stubEndpoint } from '@qip/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CENTER_ID, question } from '../../../testing/fixtures';
import { HistoryPanel } from './HistoryPanel';

function change(overrides: Partial<ChangeEntry> = {}): ChangeEntry {
  return {
    id: 'change-1',
    centerId: CENTER_ID,
    questionId: question().id,
    kind: 'note',
    field: 'notes',
    before: 'First words',
    after: 'Second words',
    userId: 'user-eli',
    userName: 'Eli Nguyen',
    at: '2026-11-26T01:05:00.000Z',
    restorable: true,
    ...overrides,
  };
}

const page = (entries: ChangeEntry[], total = entries.length): HistoryPage => ({
  entries,
  total,
  page: 1,
  pageSize: 20,
});

function renderPanel(options: { history?: () => HistoryPage; readOnly?: boolean } = {}) {
  const onRestored = jest.fn();
  const onClose = jest.fn();
  const result = renderWithPlatform(
    <HistoryPanel
      question={question()}
      centerId={CENTER_ID}
      readOnly={options.readOnly ?? false}
      onClose={onClose}
      onRestored={onRestored}
    />,
    {
      api: [
        stubEndpoint(endpoints.history.list, options.history ?? (() => page([]))),
        stubEndpoint(endpoints.history.restore, ({ params }) => change({ id: `restored-${params.id}` })),
      ],
    },
  );
  return { ...result, onRestored, onClose };
}

describe('the History panel', () => {
  it('lists each change newest first: what, who, when, before and after', async () => {
    renderPanel({
      history: () =>
        page([
          change(),
          change({
            id: 'change-2',
            kind: 'answer',
            field: 'status',
            before: 'Unanswered',
            after: 'Yes',
            userName: null,
            restorable: false,
          }),
        ]),
    });
    const dialog = screen.getByRole('dialog', { name: `History: ${question().label}` });
    const list = await within(dialog).findByRole('list', { name: 'Changes, newest first' });
    const [note, answer] = within(list).getAllByRole('listitem');
    expect(within(note!).getByRole('heading', { name: 'Notes changed' })).toBeInTheDocument();
    expect(note).toHaveTextContent(`Eli Nguyen, ${formatChangeTime('2026-11-26T01:05:00.000Z')}`);
    expect(within(note!).getByRole('group', { name: 'Before' })).toHaveTextContent('First words');
    expect(within(note!).getByRole('group', { name: 'After' })).toHaveTextContent('Second words');
    expect(within(note!).getByRole('button', { name: HISTORY_MESSAGES.restore })).toHaveAccessibleDescription(
      'Notes changed',
    );
    expect(within(answer!).getByRole('heading', { name: 'Answer changed' })).toBeInTheDocument();
    expect(answer).toHaveTextContent('A former user');
    expect(within(answer!).queryByRole('button', { name: HISTORY_MESSAGES.restore })).not.toBeInTheDocument();
  });

  it('renders rich text safely and collapses a long text until it is opened', async () => {
    const long = `<p>${'A long reflection. '.repeat(30)}</p><img src=x onerror="alert(1)">`;
    renderPanel({ history: () => page([change({ before: null, after: long })]) });
    const after = await screen.findByRole('group', { name: 'After' });
    expect(after.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    expect(within(screen.getByRole('group', { name: 'Before' })).getByText('(empty)')).toBeInTheDocument();
    const toggle = within(after).getByRole('button', { name: 'Show all' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(within(after).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says when nothing was recorded yet', async () => {
    renderPanel();
    expect(await screen.findByRole('heading', { name: HISTORY_MESSAGES.empty })).toBeInTheDocument();
  });

  it('says when the history could not be loaded, and Retry loads it', async () => {
    let calls = 0;
    renderPanel({
      history: () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return page([change()]);
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED_TO_LOAD_MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Notes changed' })).toBeInTheDocument();
  });

  it('restores a version after a confirmation, then reloads what shows it', async () => {
    const { platform, onRestored } = renderPanel({ history: () => page([change()]) });
    await userEvent.click(await screen.findByRole('button', { name: HISTORY_MESSAGES.restore }));
    const confirm = screen.getByRole('alertdialog', { name: `${HISTORY_MESSAGES.restore}?` });
    expect(confirm).toHaveAccessibleDescription(HISTORY_MESSAGES.restoreConfirm);
    expect(platform.api.callsTo(endpoints.history.restore)).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(onRestored).toHaveBeenCalled());
    expect(platform.api.callsTo(endpoints.history.restore)).toEqual([
      { params: { id: 'change-1' }, body: { value: 'after' } },
    ]);
    expect(platform.published).toContainEqual({
      type: 'toast',
      payload: { kind: 'success', message: HISTORY_MESSAGES.restored },
    });
    expect(platform.api.callsTo(endpoints.history.list)).toHaveLength(2);
  });

  it('offers no restore in a viewer session', async () => {
    renderPanel({ readOnly: true, history: () => page([change()]) });
    expect(await screen.findByRole('heading', { name: 'Notes changed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: HISTORY_MESSAGES.restore })).not.toBeInTheDocument();
  });
});
