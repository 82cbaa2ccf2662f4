import { changedByMessage, endpoints, formatChangeTime, HISTORY_MESSAGES } from '@qip/shared-contracts';
import { httpError, renderWithPlatform, stubEndpoint, type StubHandler } from '@qip/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CENTER_ID, question } from '../../../testing/fixtures';
import { NOTES_SAVE_FAILED, NotesModal } from './NotesModal';

function renderNotes(
  options: { notes?: string | null; readOnly?: boolean; comply?: StubHandler<typeof endpoints.assessment.comply> } = {},
) {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  const result = renderWithPlatform(
    <NotesModal
      question={question({ notes: options.notes ?? null })}
      centerId={CENTER_ID}
      readOnly={options.readOnly ?? false}
      onClose={onClose}
      onSaved={onSaved}
    />,
    { api: [stubEndpoint(endpoints.assessment.comply, options.comply ?? (() => question({ notes: 'saved' })))] },
  );
  return { ...result, onClose, onSaved };
}

describe('the notes modal', () => {
  it('saves changed notes for the centre and question, and announces the change', async () => {
    const { platform, onSaved } = renderNotes({ notes: 'Old note' });
    const box = screen.getByRole('textbox', { name: 'Your notes' });
    expect(box).toHaveValue('Old note');
    await userEvent.clear(box);
    await userEvent.type(box, '  Ask the leader on Monday.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(platform.api.calls).toEqual([
      {
        endpoint: endpoints.assessment.comply,
        input: {
          body: { center_id: CENTER_ID, question_id: question().id, notes: 'Ask the leader on Monday.', version: 0 },
        },
      },
    ]);
    expect(onSaved).toHaveBeenCalled();
    expect(platform.published.map((event) => event.type)).toEqual(['progress.changed', 'data.changed']);
  });

  it('only closes when nothing changed', async () => {
    const { platform, onClose } = renderNotes({ notes: 'Same note' });
    await userEvent.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(platform.api.calls).toEqual([]);
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the text and says so when saving fails', async () => {
    const { onSaved } = renderNotes({
      comply: () => {
        throw new Error('offline');
      },
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Your notes' }), 'Important');
    await userEvent.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOTES_SAVE_FAILED);
    expect(screen.getByRole('textbox', { name: 'Your notes' })).toHaveValue('Important');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('is read-only in a viewer session', () => {
    renderNotes({ notes: 'A note', readOnly: true });
    expect(screen.getByRole('textbox', { name: 'Your notes' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save notes' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);
  });
});

describe('a note someone else saved meanwhile', () => {
  const theirs = { text: 'Their note', version: 4, by: 'Eli Nguyen', at: '2026-11-26T01:05:00.000Z' };
  const refusal = () =>
    httpError(409, {
      statusCode: 409,
      error: 'Conflict',
      message: 'Changed by Eli Nguyen at 26 Nov 2026, 12:05 pm',
      current: theirs,
    });

  /** Notes loaded at version 3; the first save is refused because Eli saved version 4. */
  async function saveStale() {
    let calls = 0;
    const result = renderNotes({
      notes: 'Loaded note',
      comply: ({ body }) => {
        calls += 1;
        if (calls === 1) throw refusal();
        return question({ notes: body.notes ?? null, version: (body.version ?? 0) + 1 });
      },
    });
    const box = screen.getByRole('textbox', { name: 'Your notes' });
    await userEvent.clear(box);
    await userEvent.type(box, 'My note');
    await userEvent.click(screen.getByRole('button', { name: 'Save notes' }));
    return { ...result, dialog: await screen.findByRole('alertdialog', { name: HISTORY_MESSAGES.conflictTitle }) };
  }

  it('says who changed it and when, shows both texts, and keeps the draft', async () => {
    const { dialog, onSaved } = await saveStale();
    expect(dialog).toHaveAccessibleDescription(
      changedByMessage('Eli Nguyen', formatChangeTime('2026-11-26T01:05:00.000Z')),
    );
    expect(within(dialog).getByRole('group', { name: 'Theirs (Eli Nguyen)' })).toHaveTextContent('Their note');
    expect(within(dialog).getByRole('group', { name: 'Yours' })).toHaveTextContent('My note');
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Your notes', hidden: true })).toHaveValue('My note');
  });

  it('saves mine over theirs with their version', async () => {
    const { dialog, platform, onSaved } = await saveStale();
    await userEvent.click(within(dialog).getByRole('button', { name: HISTORY_MESSAGES.saveMine }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const sent = platform.api.callsTo(endpoints.assessment.comply).map((call) => call?.body);
    expect(sent).toEqual([
      { center_id: CENTER_ID, question_id: question().id, notes: 'My note', version: 0 },
      { center_id: CENTER_ID, question_id: question().id, notes: 'My note', version: 4 },
    ]);
  });

  it('keeps theirs: their text replaces mine in the editor, and the next save starts from their version', async () => {
    const { dialog, platform } = await saveStale();
    await userEvent.click(within(dialog).getByRole('button', { name: HISTORY_MESSAGES.keepTheirs }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Your notes' });
    expect(box).toHaveValue('Their note');
    await userEvent.type(box, ' and more');
    await userEvent.click(screen.getByRole('button', { name: 'Save notes' }));
    await waitFor(() => expect(platform.api.callsTo(endpoints.assessment.comply)).toHaveLength(2));
    expect(platform.api.callsTo(endpoints.assessment.comply)[1]?.body).toMatchObject({
      notes: 'Their note and more',
      version: 4,
    });
  });
});
