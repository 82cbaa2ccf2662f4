import { endpoints, SAT, SAT_MESSAGES, type Question } from '@qip/shared-contracts';
import { demoCenterUsers, renderWithPlatform, stubEndpoint } from '@qip/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CENTER_ID, question } from '../../../testing/fixtures';
import { fakeSatApi, satEntry } from '../../../testing/sat';
import { useSatSelection } from '../../sat';
import { QuestionList } from './QuestionList';

const yes = question({ status: 1, cqrId: 'cqr-1' });

type FakeSat = ReturnType<typeof fakeSatApi>;

/** The list with the SAT selection, as the element's workspace shows it; answers refresh it. */
function Cards({ sat }: { sat: FakeSat }) {
  const selection = useSatSelection(CENTER_ID);
  const [questions, setQuestions] = useState<Question[]>(sat.state.questions);
  return (
    <>
      <QuestionList
        questions={questions}
        centerId={CENTER_ID}
        readOnly={false}
        emptyText="None"
        sat={selection}
        onSaved={() => undefined}
        onChanged={() => {
          setQuestions([...sat.state.questions]);
          return Promise.resolve();
        }}
      />
      {selection.dialogs}
    </>
  );
}

/** The question list of an element with the SAT selection, over an in-memory SAT. */
function renderCards(sat: FakeSat) {
  return renderWithPlatform(<Cards sat={sat} />, {
    api: [
      stubEndpoint(endpoints.tasks.counts, () => []),
      stubEndpoint(endpoints.tasks.centerUsers, () => demoCenterUsers()),
      ...sat.stubs,
    ],
  });
}

const satSwitch = () => screen.findByRole('switch', { name: /Add to SAT/ });

describe('choosing strengths for the SAT on a card', () => {
  it('adds a question answered Yes and says so for 3 seconds', async () => {
    const sat = fakeSatApi({ questions: [yes] });
    const { platform } = renderCards(sat);
    const toggle = await satSwitch();
    expect(toggle).toHaveAttribute('aria-checked', 'false');

    await userEvent.click(toggle);

    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(platform.api.callsTo(endpoints.assessment.comply)[0]?.body).toMatchObject({
      center_id: CENTER_ID,
      question_id: yes.id,
      sat: 1,
    });
    expect(platform.published).toContainEqual({
      type: 'toast',
      payload: { kind: 'success', message: 'Question added to SAT!', durationMs: SAT.noticeMs },
    });
    expect(screen.getByText('1 of 5 SAT strengths chosen for 1.3.1')).toBeInTheDocument();
  });

  it('takes it out again with the SAT flag 0', async () => {
    const sat = fakeSatApi({ questions: [yes], entries: [satEntry()] });
    const { platform } = renderCards(sat);
    const toggle = await satSwitch();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));

    await userEvent.click(toggle);

    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(platform.api.callsTo(endpoints.assessment.comply)[0]?.body).toMatchObject({ sat: 0 });
  });

  it('opens the limit modal on a sixth strength in the element, without a call', async () => {
    const five = [1, 2, 3, 4, 5].map((n) => satEntry({ id: `sat-other-${n}`, question_id: `other-${n}` }));
    const sat = fakeSatApi({ questions: [yes], entries: five });
    const { platform } = renderCards(sat);
    await screen.findByText('5 of 5 SAT strengths chosen for 1.3.1');

    await userEvent.click(await satSwitch());

    const modal = await screen.findByRole('alertdialog', { name: "You've reach 5 favourites for this element" });
    expect(modal).toHaveTextContent(
      'To add another favourite to your collection, please remove one of your existing favourites.',
    );
    expect(platform.api.callsTo(endpoints.assessment.comply)).toHaveLength(0);
    await userEvent.click(within(modal).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await satSwitch()).toHaveAttribute('aria-checked', 'false');
  });

  it('opens the same modal when the API refuses a sixth that someone else chose meanwhile', async () => {
    const four = [1, 2, 3, 4].map((n) => satEntry({ id: `sat-other-${n}`, question_id: `other-${n}` }));
    const sat = fakeSatApi({ questions: [yes], entries: four });
    renderCards(sat);
    await screen.findByText('4 of 5 SAT strengths chosen for 1.3.1');
    sat.state.entries.push(satEntry({ id: 'sat-other-5', question_id: 'other-5' }));

    await userEvent.click(await satSwitch());

    expect(await screen.findByRole('alertdialog', { name: SAT_MESSAGES.limitTitle })).toBeInTheDocument();
  });
});

describe('answering No on a question in the SAT', () => {
  const described = satEntry({
    sat_description: 'Every room plans together each week.',
    hasData: true,
    hasDataDescription: true,
  });

  it('warns first when it has a saved description: Keep & Close changes nothing', async () => {
    const sat = fakeSatApi({ questions: [yes], entries: [described] });
    const { platform } = renderCards(sat);
    await waitFor(async () => expect(await satSwitch()).toHaveAttribute('aria-checked', 'true'));

    await userEvent.click(screen.getByRole('button', { name: 'No' }));

    const warning = await screen.findByRole('alertdialog', { name: SAT_MESSAGES.noWarningTitle });
    expect(warning).toHaveTextContent('Every room plans together each week.');
    await userEvent.click(within(warning).getByRole('button', { name: 'Keep & Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(platform.api.callsTo(endpoints.assessment.comply)).toHaveLength(0);
    expect(platform.api.callsTo(endpoints.sat.remove)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('copies the description, then Continue to Remove removes it from the SAT and sets No', async () => {
    const user = userEvent.setup();
    const sat = fakeSatApi({ questions: [yes], entries: [described] });
    const { platform } = renderCards(sat);
    await waitFor(async () => expect(await satSwitch()).toHaveAttribute('aria-checked', 'true'));

    await user.click(screen.getByRole('button', { name: 'No' }));
    const warning = await screen.findByRole('alertdialog', { name: SAT_MESSAGES.noWarningTitle });
    await user.click(within(warning).getByRole('button', { name: 'Copy to clipboard' }));
    expect(await navigator.clipboard.readText()).toBe('Every room plans together each week.');
    await user.click(within(warning).getByRole('button', { name: 'Continue to Remove' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const order = platform.api.calls
      .map((call) => call.endpoint)
      .filter((endpoint) => endpoint === endpoints.sat.remove || endpoint === endpoints.assessment.comply);
    expect(order).toEqual([endpoints.sat.remove, endpoints.assessment.comply]);
    expect(platform.api.callsTo(endpoints.assessment.comply)[0]?.body).toMatchObject({ result: 2 });
    expect(sat.state.entries).toHaveLength(0);
  });

  it('sets No at once when the strength has no saved description', async () => {
    const sat = fakeSatApi({ questions: [yes], entries: [satEntry()] });
    const { platform } = renderCards(sat);
    await waitFor(async () => expect(await satSwitch()).toHaveAttribute('aria-checked', 'true'));

    await userEvent.click(screen.getByRole('button', { name: 'No' }));

    await waitFor(() => expect(platform.api.callsTo(endpoints.assessment.comply)).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
