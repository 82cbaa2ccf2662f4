import { endpoints, type Question } from '@qip/shared-contracts';
import {
  createTestPlatform,
  demoAuthenticatedState,
  httpError,
  renderWithPlatform,
  stubEndpoint,
} from '@qip/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fakeAssessmentApi } from '../../../testing/fakeAssessmentApi';
import { CENTER_ID } from '../../../testing/fixtures';
import { AreaPage } from './AreaPage';

const FAILED = 'Failed to load data. Please refresh the page and try again, or contact your system administrator.';

function renderArea(route = '/qip/nqa/1?element=1.3.1', options: Parameters<typeof renderWithPlatform>[1] = {}) {
  return renderWithPlatform(
    <Routes>
      <Route path="/qip/nqa" element={<p>The dashboard</p>} />
      <Route path="/qip/nqa/:nqaId" element={<AreaPage />} />
    </Routes>,
    { route, ...options },
  );
}

const questionCard = (title: string) => screen.getByRole('article', { name: title });
const answer = (title: string, label: 'Yes' | 'No' | 'Not applicable') =>
  within(questionCard(title)).getByRole('button', { name: label });

describe('the quality-area page', () => {
  it('shows the switcher, the header, the standards and the elements with their progress', async () => {
    const { stubs } = fakeAssessmentApi();
    renderArea('/qip/nqa/1?element=1.3.1', { api: stubs });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'NQA1 - Educational program and practice' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sunshine Paddington')).toBeInTheDocument();
    const switcher = screen.getByRole('navigation', { name: 'Quality areas' });
    expect(within(switcher).getAllByRole('link')).toHaveLength(7);
    expect(within(switcher).getByRole('link', { name: 'NQA1' })).toHaveAttribute('aria-current', 'page');
    expect(within(switcher).getByRole('link', { name: 'NQA7' })).toHaveAttribute('href', '/qip/nqa/7');

    const standards = screen.getByRole('group', { name: 'Standards' });
    expect(within(standards).getByRole('button', { name: /1\.1 Program .*Finished/ })).toBeInTheDocument();
    expect(
      within(standards).getByRole('button', { name: /1\.3 Assessment and planning .*40% Completed/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/: 3 elements, 0 of 18 questions answered/)).toBeInTheDocument();
    const elements = screen.getByRole('group', { name: 'Elements' });
    expect(within(elements).getByRole('button', { name: /1\.3\.1 Assessment and planning cycle/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('region', { name: 'Your progress' })).toHaveTextContent('0 of 6 questions answered');
  });

  it('goes to the dashboard when the service details cannot be loaded', async () => {
    const { stubs } = fakeAssessmentApi();
    const forbidden = stubEndpoint(endpoints.serviceDetails.get, () => {
      throw httpError(403);
    });
    renderArea('/qip/nqa/1', { api: [...stubs, forbidden] });
    expect(await screen.findByText('The dashboard')).toBeInTheDocument();
  });

  it('says Loading data... until the service details are loaded', async () => {
    const { stubs } = fakeAssessmentApi();
    const pending = stubEndpoint(endpoints.serviceDetails.get, () => new Promise(() => undefined));
    renderArea('/qip/nqa/1', { api: [...stubs, pending] });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading data...');
    expect(screen.queryByRole('group', { name: 'Standards' })).not.toBeInTheDocument();
  });

  it('goes to the dashboard for an area that does not exist', async () => {
    const { stubs } = fakeAssessmentApi();
    renderArea('/qip/nqa/9', { api: stubs });
    expect(await screen.findByText('The dashboard')).toBeInTheDocument();
  });

  it('answers a question: spinner and no other choice while saving, then the list, the progress and the bar move', async () => {
    const { stubs, comply } = fakeAssessmentApi();
    let finish: () => void = () => undefined;
    let saved: Promise<Question> | undefined;
    const slowComply = stubEndpoint(endpoints.assessment.comply, (input) => {
      saved = new Promise<Question>((resolve) => {
        finish = () => resolve(comply(input));
      });
      return saved;
    });
    const { platform } = renderArea('/qip/nqa/1?element=1.3.1', { api: [...stubs, slowComply] });
    await screen.findByRole('article', { name: 'Question 1 of embedded' });

    await userEvent.click(answer('Question 1 of embedded', 'Yes'));
    expect(answer('Question 1 of embedded', 'Yes')).toHaveAttribute('aria-busy', 'true');
    expect(answer('Question 2 of embedded', 'No')).toBeDisabled();
    await userEvent.click(answer('Question 2 of embedded', 'No'));
    expect(platform.api.callsTo(endpoints.assessment.comply)).toHaveLength(1);

    await act(async () => {
      finish();
      await saved;
    });
    await waitFor(() => expect(answer('Question 1 of embedded', 'Yes')).toHaveAttribute('aria-pressed', 'true'));
    expect(answer('Question 2 of embedded', 'No')).toBeEnabled();
    expect(within(questionCard('Question 1 of embedded')).getByText('Evidence that shows this')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Your progress' })).toHaveTextContent('1 of 6 questions answered'),
    );
    expect(
      within(screen.getByRole('group', { name: 'Elements' })).getByRole('button', { name: /1\.3\.1 .*16% Completed/ }),
    ).toBeInTheDocument();
    expect(platform.published).toContainEqual({ type: 'progress.changed', payload: { centerId: CENTER_ID } });
  });

  it("shows a colleague's answer without a reload, and keeps the notes being typed", async () => {
    const { stubs, state } = fakeAssessmentApi();
    const { platform } = renderArea('/qip/nqa/1?element=1.3.1', { api: stubs });
    await screen.findByRole('article', { name: 'Question 1 of embedded' });
    await userEvent.click(within(questionCard('Question 1 of embedded')).getByRole('button', { name: 'Add notes' }));
    const notes = within(await screen.findByRole('dialog', { name: /Notes/ })).getByRole('textbox', {
      name: 'Your notes',
    });
    await userEvent.type(notes, 'Half a thought');

    // A colleague answers question 2 in another browser; the shell's live stream says so.
    state.questions[1] = { ...state.questions[1]!, status: 1, cqrId: 'cqr-colleague' };
    act(() =>
      platform.bus.publish('data.changed', {
        entity: 'questions',
        centerId: CENTER_ID,
        by: { id: 'user-anna', name: 'Anna Lee' },
      }),
    );
    // Behind the open notes dialog (hidden from the accessibility tree while it is open).
    const behind = { hidden: true };
    const card = screen.getByRole('article', { name: 'Question 2 of embedded', ...behind });
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Yes', ...behind })).toHaveAttribute('aria-pressed', 'true'),
    );
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Your progress', ...behind })).toHaveTextContent(
        '1 of 6 questions answered',
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Your notes' })).toHaveValue('Half a thought');
  });

  it('opens notes again at the text just saved, and saves from its version, before the list has reloaded', async () => {
    const { stubs } = fakeAssessmentApi();
    const { platform } = renderArea('/qip/nqa/1?element=1.3.1', { api: stubs });
    await screen.findByRole('article', { name: 'Question 1 of embedded' });
    // From here on the list's reload never arrives (a slow connection).
    stubs.push(stubEndpoint(endpoints.assessment.questions, () => new Promise<never>(() => undefined)));

    const saveNotes = async (button: 'Add notes' | 'Edit notes', text: string) => {
      await userEvent.click(within(questionCard('Question 1 of embedded')).getByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog', { name: /Notes/ });
      const notes = within(dialog).getByRole('textbox', { name: 'Your notes' });
      await userEvent.clear(notes);
      await userEvent.type(notes, text);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save notes' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: /Notes/ })).not.toBeInTheDocument());
    };
    await saveNotes('Add notes', 'First thoughts');
    await userEvent.click(within(questionCard('Question 1 of embedded')).getByRole('button', { name: 'Edit notes' }));
    expect(
      within(await screen.findByRole('dialog', { name: /Notes/ })).getByRole('textbox', { name: 'Your notes' }),
    ).toHaveValue('First thoughts');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await saveNotes('Edit notes', 'Second thoughts');

    const [first, second] = platform.api.callsTo(endpoints.assessment.comply);
    expect(second?.body.version).toBe((first?.body.version ?? 0) + 1);
  });

  it('does nothing when the current answer is chosen again', async () => {
    const { stubs, state } = fakeAssessmentApi();
    state.questions[0] = { ...state.questions[0]!, status: 2 };
    const { platform } = renderArea('/qip/nqa/1?element=1.3.1', { api: stubs });
    await screen.findByRole('article', { name: 'Question 1 of embedded' });
    await userEvent.click(answer('Question 1 of embedded', 'No'));
    expect(platform.api.calls.some((call) => call.endpoint === endpoints.assessment.comply)).toBe(false);
  });

  it('says so when an answer cannot be saved, and keeps the answer it had', async () => {
    const { stubs } = fakeAssessmentApi();
    const failing = stubEndpoint(endpoints.assessment.comply, () => {
      throw new Error('network down');
    });
    const { platform } = renderArea('/qip/nqa/1?element=1.3.1', { api: [...stubs, failing] });
    await screen.findByRole('article', { name: 'Question 1 of embedded' });
    await userEvent.click(answer('Question 1 of embedded', 'Yes'));
    await waitFor(() =>
      expect(platform.published).toContainEqual({
        type: 'toast',
        payload: { kind: 'error', message: 'Your answer could not be saved. Please try again.' },
      }),
    );
    expect(answer('Question 1 of embedded', 'Yes')).toHaveAttribute('aria-pressed', 'false');
    expect(answer('Question 1 of embedded', 'Yes')).toBeEnabled();
  });

  it("says why, in the API's words, when the service's subscription blocks answering", async () => {
    const { stubs } = fakeAssessmentApi();
    const message =
      'The free trial or subscription of this service has ended. Please choose a plan (/qip/pricing-plans) to continue.';
    const refused = stubEndpoint(endpoints.assessment.comply, () => {
      throw httpError(403, { statusCode: 403, error: 'Forbidden', message, redirect: '/qip/pricing-plans' });
    });
    const { platform } = renderArea('/qip/nqa/1?element=1.3.1', { api: [...stubs, refused] });
    await screen.findByRole('article', { name: 'Question 1 of embedded' });
    await userEvent.click(answer('Question 1 of embedded', 'Yes'));
    await waitFor(() =>
      expect(platform.published).toContainEqual({ type: 'toast', payload: { kind: 'error', message } }),
    );
    expect(answer('Question 1 of embedded', 'Yes')).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers the SAT on a card once it is answered Yes, and opens the SAT drawer', async () => {
    const { stubs } = fakeAssessmentApi();
    renderArea('/qip/nqa/1?element=1.3.1', { api: stubs });
    await screen.findByRole('article', { name: 'Question 1 of embedded' });
    expect(within(questionCard('Question 1 of embedded')).queryByRole('switch')).not.toBeInTheDocument();

    await userEvent.click(answer('Question 1 of embedded', 'Yes'));

    const toggle = await within(questionCard('Question 1 of embedded')).findByRole('switch', { name: /Add to SAT/ });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Open your SAT' }));
    const drawer = screen.getByRole('dialog', { name: 'Your SAT strengths' });
    expect(await within(drawer).findByText('No strengths in your SAT yet.')).toBeInTheDocument();
  });

  it('switches category tabs and filters: All questions, Unanswered, Answered, Custom', async () => {
    const { stubs, state } = fakeAssessmentApi();
    state.questions[0] = { ...state.questions[0]!, status: 1 };
    renderArea('/qip/nqa/1?element=1.3.1', { api: stubs });
    await screen.findByRole('article', { name: 'Question 1 of embedded' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('tab', { name: /^Embedded/ })).toHaveTextContent('1/2');

    await userEvent.click(screen.getByRole('button', { name: 'Unanswered' }));
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toEqual([
      'question-nqs2018-1.3.1-embedded-2',
    ]);
    expect(screen.queryByRole('region', { name: 'Custom created goals & strengths' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Answered' }));
    expect(screen.getByRole('article', { name: 'Question 1 of embedded' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Question 2 of embedded' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Custom' }));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Custom created goals & strengths' })).toHaveTextContent(
      'Our families co-design the planning wall.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'All questions' }));
    await userEvent.click(screen.getByRole('tab', { name: /^Critical Reflections/ }));
    expect(await screen.findByRole('article', { name: 'Question 1 of critical_reflections' })).toBeInTheDocument();
    expect(screen.queryByText('Our families co-design the planning wall.')).not.toBeInTheDocument();
  });

  it('retries the question list 5 times, 3 seconds apart, then shows the failed-load text', async () => {
    jest.useFakeTimers();
    try {
      const { stubs } = fakeAssessmentApi();
      const unavailable = stubEndpoint(endpoints.assessment.questions, () => {
        throw new Error('server unavailable');
      });
      const platform = createTestPlatform({ api: [...stubs, unavailable] });
      renderArea('/qip/nqa/1?element=1.3.1', { platform });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      expect(screen.getAllByRole('status').some((status) => status.textContent === 'Loading data...')).toBe(true);
      const calls = () => platform.api.callsTo(endpoints.assessment.questions).length;
      expect(calls()).toBe(1);
      for (let retry = 1; retry <= 5; retry += 1) {
        await act(async () => {
          await jest.advanceTimersByTimeAsync(3000);
        });
        expect(calls()).toBe(1 + retry);
      }
      expect(await screen.findByText(FAILED)).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10000);
      });
      expect(calls()).toBe(6);
    } finally {
      jest.useRealTimers();
    }
  });

  it('records laws and regulations: Start opens the table, saving turns it to Finish', async () => {
    const { stubs } = fakeAssessmentApi();
    const { platform } = renderArea('/qip/nqa/1?element=1.3.1', { api: stubs });
    const banner = await screen.findByRole('region', { name: 'In accordance with the National Law and Regulations' });
    await userEvent.click(await within(banner).findByRole('button', { name: /^Start/ }));
    const dialog = screen.getByRole('dialog', { name: 'Laws and regulations: NQA1' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Regulation 74: Non-compliant' }));
    expect(dialog).toHaveTextContent('1 of 3 recorded (33%): 0 compliant, 1 non-compliant, 0 not applicable');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Fixing the room programs.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(banner).findByRole('button', { name: /^Finish:/ })).toBeInTheDocument();
    expect(banner).toHaveTextContent('1 of 3 laws and regulations recorded');
    expect(platform.api.callsTo(endpoints.lawsRegulations.create)[0]).toEqual({
      body: {
        center_id: CENTER_ID,
        nqa_id: 1,
        lar_result: [{ lar_id: 'law-2', result: 2 }],
        note: 'Fixing the room programs.',
      },
    });
  });

  it('in a viewer session shows everything but offers no way to change it', async () => {
    const { stubs } = fakeAssessmentApi();
    const state = demoAuthenticatedState();
    const platform = createTestPlatform({
      api: stubs,
      state: { ...state, session: { ...state.session, viewer: true } },
    });
    renderArea('/qip/nqa/1?element=1.3.1', { platform });
    await screen.findByRole('article', { name: 'Question 1 of embedded' });
    expect(answer('Question 1 of embedded', 'Yes')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Add your/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit this' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add notes' })).not.toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: /^Start/ }));
    const dialog = screen.getByRole('dialog', { name: 'Laws and regulations: NQA1' });
    expect(within(dialog).getByRole('radio', { name: 'Regulation 74: Compliant' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
