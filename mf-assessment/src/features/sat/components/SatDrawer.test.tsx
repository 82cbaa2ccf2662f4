import {
  changedByMessage,
  endpoints,
  formatChangeTime,
  HISTORY_MESSAGES,
  questionPath,
  SAT_MESSAGES,
  SAT_REPORT_PATH,
} from '@qip/shared-contracts';
import { renderWithPlatform } from '@qip/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { CENTER_ID, question } from '../../../testing/fixtures';
import { fakeSatApi, satEntry } from '../../../testing/sat';
import { SAT_SAVE_OVERTAKEN } from '../hooks/useAutosave';
import { SatDrawer } from './SatDrawer';

const custom = satEntry({
  id: 'sat-custom-1',
  question_id: 'custom-1',
  isCustom: true,
  title: 'custom',
  description: 'Families co-design the planning wall.',
  label: '1.3.2',
  element_id: 'nqs2018-1.3.2',
  sat_description: 'The wall is updated with families every Friday.',
  hasData: true,
  hasDataDescription: true,
});

/** Where the app is: 'Go to strength' moves it. */
function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

/** The drawer as the area page opens it; closing it takes it away. */
function OpenDrawer() {
  const [open, setOpen] = useState(true);
  return (
    <>
      {open && <SatDrawer centerId={CENTER_ID} readOnly={false} open onClose={() => setOpen(false)} />}
      <Address />
    </>
  );
}

function renderDrawer(sat = fakeSatApi({ entries: [satEntry(), custom] })) {
  return { ...renderWithPlatform(<OpenDrawer />, { api: sat.stubs }), sat };
}

const descriptionOf = (strength: string) =>
  screen.findByRole('textbox', { name: new RegExp(`SAT description ${strength.replace(/[.?]/g, '\\$&')}`) });

describe('the SAT drawer', () => {
  afterEach(() => jest.useRealTimers());

  it('is a dialog listing the strengths by element with their descriptions and counters', async () => {
    renderDrawer();
    const drawer = screen.getByRole('dialog', { name: 'Your SAT strengths' });
    expect(await within(drawer).findByRole('region', { name: 'Element 1.3.1' })).toBeInTheDocument();
    expect(within(drawer).getByRole('region', { name: 'Element 1.3.2' })).toBeInTheDocument();
    expect(await descriptionOf(question().title)).toHaveValue('');
    expect(await descriptionOf('Families co-design the planning wall.')).toHaveValue(
      'The wall is updated with families every Friday.',
    );
    expect(within(drawer).getByText('500 characters left')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Go to report' })).toHaveAttribute('href', SAT_REPORT_PATH);
  });

  it('saves a description 2 seconds after typing stops (create, then update) and says so for 3 seconds', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { platform } = renderDrawer();
    const box = await descriptionOf(question().title);

    await user.type(box, 'Rooms plan');
    await act(() => jest.advanceTimersByTimeAsync(1999));
    expect(platform.api.callsTo(endpoints.sat.create)).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(1));

    const created = platform.api.callsTo(endpoints.sat.create);
    expect(created).toHaveLength(1);
    expect(created[0]?.body).toMatchObject({
      centerId: CENTER_ID,
      questionId: question().id,
      satDescription: 'Rooms plan',
    });
    const entry = within(screen.getByRole('listitem', { name: question().title }));
    expect(entry.getByText(SAT_MESSAGES.saved)).toBeInTheDocument();
    expect(entry.getByText('490 characters left')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(entry.queryByText(SAT_MESSAGES.saved)).not.toBeInTheDocument();

    // Now it has saved SAT data: the next save updates it.
    await user.type(box, ' together');
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(platform.api.callsTo(endpoints.sat.update)).toEqual([
      // From the version the create answered, so this person's own autosave is not refused.
      { params: { id: 'sat-nqs2018-1.3.1-embedded-1' }, body: { satDescription: 'Rooms plan together', version: 1 } },
    ]);
    expect(platform.api.callsTo(endpoints.sat.create)).toHaveLength(1);
    expect(await screen.findByText(SAT_MESSAGES.allGood)).toBeInTheDocument();
  });

  it('saves at once what was typed when the drawer closes before the 2 seconds', async () => {
    const user = userEvent.setup();
    const { platform } = renderDrawer();
    await user.type(await descriptionOf(question().title), 'Typed, then closed');
    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const created = platform.api.callsTo(endpoints.sat.create);
    expect(created).toHaveLength(1);
    expect(created[0]?.body).toMatchObject({ satDescription: 'Typed, then closed' });
  });

  it('counts past 500 in red with the warning, and saves nothing until it fits', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { platform } = renderDrawer();
    const box = await descriptionOf(question().title);

    await user.click(box);
    await user.paste('x'.repeat(512));
    await act(() => jest.advanceTimersByTimeAsync(2000));

    expect(screen.getByText('+12 over the limit')).toBeInTheDocument();
    expect(screen.getByText(SAT_MESSAGES.overLimit)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    const entry = within(screen.getByRole('listitem', { name: question().title }));
    expect(entry.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(platform.api.callsTo(endpoints.sat.create)).toHaveLength(0);
  });

  it('saves at once with Save', async () => {
    const user = userEvent.setup();
    const { platform } = renderDrawer();
    const box = await descriptionOf(question().title);
    await user.type(box, 'Now');
    const entry = within(screen.getByRole('listitem', { name: question().title }));
    await user.click(entry.getByRole('button', { name: 'Save' }));
    expect(await entry.findByText(SAT_MESSAGES.saved)).toBeInTheDocument();
    expect(platform.api.callsTo(endpoints.sat.create)).toHaveLength(1);
  });

  it('asks before removing a strength with a saved description; removes one without at once', async () => {
    const user = userEvent.setup();
    const { platform, sat } = renderDrawer();
    const described = within(await screen.findByRole('listitem', { name: 'Families co-design the planning wall.' }));
    await user.click(described.getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('alertdialog', { name: SAT_MESSAGES.removeConfirm });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('listitem', { name: question().title })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Families co-design the planning wall.' })).not.toBeInTheDocument();

    const plain = within(screen.getByRole('listitem', { name: question().title }));
    await user.click(plain.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No strengths in your SAT yet.')).toBeInTheDocument();
    expect(platform.api.callsTo(endpoints.sat.remove)).toHaveLength(2);
    expect(sat.state.entries).toHaveLength(0);
  });

  describe('a description someone else saved meanwhile', () => {
    /** The drawer loaded the custom strength at version 3; then Eli saved version 4. */
    async function saveStale() {
      const sat = fakeSatApi({ entries: [satEntry(), { ...custom, version: 3 }] });
      const result = renderDrawer(sat);
      const box = await descriptionOf('Families co-design the planning wall.');
      sat.state.entries = sat.state.entries.map((entry) =>
        entry.id === custom.id
          ? { ...entry, sat_description: 'Their wall text', version: 4, updated_at: '2026-11-26T01:05:00.000Z' }
          : entry,
      );
      await userEvent.clear(box);
      await userEvent.type(box, 'My wall text');
      const item = within(screen.getByRole('listitem', { name: 'Families co-design the planning wall.' }));
      await userEvent.click(item.getByRole('button', { name: 'Save' }));
      const dialog = await screen.findByRole('alertdialog', { name: HISTORY_MESSAGES.conflictTitle });
      return { ...result, box, item, dialog };
    }

    it('says who changed it and when and shows both texts; nothing is overwritten or said saved', async () => {
      const { dialog, item, platform, sat } = await saveStale();
      expect(dialog).toHaveAccessibleDescription(
        changedByMessage('Eli Nguyen', formatChangeTime('2026-11-26T01:05:00.000Z')),
      );
      expect(within(dialog).getByRole('group', { name: 'Theirs (Eli Nguyen)' })).toHaveTextContent('Their wall text');
      expect(within(dialog).getByRole('group', { name: 'Yours' })).toHaveTextContent('My wall text');
      expect(platform.api.callsTo(endpoints.sat.update).map((call) => call?.body.version)).toEqual([3]);
      expect(sat.state.entries.find((entry) => entry.id === custom.id)?.sat_description).toBe('Their wall text');
      expect(item.queryByText(SAT_MESSAGES.saved)).not.toBeInTheDocument();
    });

    it('saves mine over theirs from their version; my next save goes from the version it answered', async () => {
      const { dialog, item, box, platform, sat } = await saveStale();
      await userEvent.click(within(dialog).getByRole('button', { name: HISTORY_MESSAGES.saveMine }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(sat.state.entries.find((entry) => entry.id === custom.id)?.sat_description).toBe('My wall text');

      await userEvent.type(box, ', weekly');
      await userEvent.click(item.getByRole('button', { name: 'Save' }));
      expect(await item.findByText(SAT_MESSAGES.saved)).toBeInTheDocument();
      expect(platform.api.callsTo(endpoints.sat.update).map((call) => call?.body)).toEqual([
        { satDescription: 'My wall text', version: 3 },
        { satDescription: 'My wall text', version: 4 },
        { satDescription: 'My wall text, weekly', version: 5 },
      ]);
    });

    it('says in a toast that a description saved as the drawer closed was not saved over theirs', async () => {
      const sat = fakeSatApi({ entries: [satEntry(), { ...custom, version: 3 }] });
      const { platform } = renderDrawer(sat);
      const box = await descriptionOf('Families co-design the planning wall.');
      sat.state.entries = sat.state.entries.map((entry) =>
        entry.id === custom.id ? { ...entry, sat_description: 'Their wall text', version: 4 } : entry,
      );
      await userEvent.type(box, ' Mine');
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));

      await waitFor(() =>
        expect(platform.published).toContainEqual({
          type: 'toast',
          payload: { kind: 'error', message: SAT_SAVE_OVERTAKEN },
        }),
      );
      expect(sat.state.entries.find((entry) => entry.id === custom.id)?.sat_description).toBe('Their wall text');
    });

    it('saves from the newer version once the list shows their description and nothing else is typed', async () => {
      const sat = fakeSatApi({ entries: [satEntry(), { ...custom, version: 3 }] });
      const { platform } = renderDrawer(sat);
      const box = await descriptionOf('Families co-design the planning wall.');
      sat.state.entries = sat.state.entries.map((entry) =>
        entry.id === custom.id ? { ...entry, sat_description: 'Their wall text', version: 4 } : entry,
      );
      act(() => platform.bus.publish('data.changed', { entity: 'sat', centerId: CENTER_ID }));
      await waitFor(() => expect(box).toHaveValue('Their wall text'));

      await userEvent.type(box, ' and mine');
      const item = within(screen.getByRole('listitem', { name: 'Families co-design the planning wall.' }));
      await userEvent.click(item.getByRole('button', { name: 'Save' }));
      expect(await item.findByText(SAT_MESSAGES.saved)).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(platform.api.callsTo(endpoints.sat.update).map((call) => call?.body)).toEqual([
        { satDescription: 'Their wall text and mine', version: 4 },
      ]);
    });

    it('keeps theirs: their text replaces mine, and the next save starts from their version', async () => {
      const { dialog, item, box, platform } = await saveStale();
      await userEvent.click(within(dialog).getByRole('button', { name: HISTORY_MESSAGES.keepTheirs }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(box).toHaveValue('Their wall text');
      await userEvent.type(box, ' and more');
      await userEvent.click(item.getByRole('button', { name: 'Save' }));
      expect(await item.findByText(SAT_MESSAGES.saved)).toBeInTheDocument();
      expect(platform.api.callsTo(endpoints.sat.update).map((call) => call?.body)).toEqual([
        { satDescription: 'My wall text', version: 3 },
        { satDescription: 'Their wall text and more', version: 4 },
      ]);
    });
  });

  it('goes to a strength on its element and tab, closing the drawer', async () => {
    renderDrawer();
    const entry = within(await screen.findByRole('listitem', { name: question().title }));
    await userEvent.click(entry.getByRole('button', { name: 'Go to strength' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
      questionPath({ areaId: 1, elementLabel: '1.3.1', category: 'embedded', questionId: question().id }),
    );
  });
});
