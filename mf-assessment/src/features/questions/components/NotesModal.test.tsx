import { endpoints } from '@qip/shared-contracts';
import { renderWithPlatform, stubEndpoint, type StubHandler } from '@qip/shared-ui/testing';
import { screen } from '@testing-library/react';
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
        input: { body: { center_id: CENTER_ID, question_id: question().id, notes: 'Ask the leader on Monday.' } },
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
