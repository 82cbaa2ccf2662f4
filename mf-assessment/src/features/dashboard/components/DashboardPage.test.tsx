import { endpoints } from '@qip/shared-contracts';
import { demoReport, httpError, renderWithPlatform, stubEndpoint, type EndpointStubs } from '@qip/shared-ui/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CENTER_ID, nqaList, nqaProgress, serviceDetails } from '../../../testing/fixtures';
import { DashboardPage } from './DashboardPage';

/** The dashboard's four calls; a test's own stubs come last and so answer instead. */
const handlers = (overrides: EndpointStubs = []): EndpointStubs => [
  stubEndpoint(endpoints.assessment.nqaList, () => nqaList()),
  stubEndpoint(endpoints.progress.nqaProgress, () => nqaProgress({ 1: 0, 2: 37.5, 3: 100, 4: 99.2 })),
  stubEndpoint(endpoints.reports.list, () => [demoReport({ id: 'r1' }), demoReport({ id: 'r2' })]),
  stubEndpoint(endpoints.serviceDetails.get, () =>
    serviceDetails({ percent: 60, missing: ['Postal address', 'Philosophy'] }),
  ),
  stubEndpoint(endpoints.mentorFeedback.summary, () => ({ canRequest: true, hasPublished: true })),
  stubEndpoint(endpoints.qipReview.summary, () => ({ last: null, history: [], canMark: true })),
  ...overrides,
];

// The welcome shows on a first visit only; most tests are not a first visit.
beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem('qip.welcome.seen.user-director', '1');
});

describe('the NQA dashboard', () => {
  it('shows the seven area cards with the spec wording: Start, Continue, Completed, percent rounded down', async () => {
    renderWithPlatform(<DashboardPage />, { route: '/qip/nqa', api: handlers() });

    const card = (name: string) => screen.getByRole('article', { name });
    expect(within(await screen.findByRole('article', { name: 'NQA1' })).getByRole('link')).toHaveTextContent(
      'Start NQA1',
    );
    expect(within(card('NQA2')).getByRole('link', { name: 'Continue NQA2' })).toHaveAttribute('href', '/qip/nqa/2');
    expect(within(card('NQA2')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '37');
    expect(within(card('NQA3')).getByText('Finished')).toBeInTheDocument();
    expect(within(card('NQA3')).getByRole('link', { name: 'Completed NQA3' })).toBeInTheDocument();
    // Just under 100 rounds up to finished, and then shows 100.
    expect(within(card('NQA4')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(card('NQA7')).getByText('Governance and leadership')).toBeInTheDocument();
  });

  it('shows placeholder cards and says it is loading until the progress arrives', async () => {
    const release = renderWithCardsHeld();
    expect(screen.getAllByRole('status').some((status) => status.textContent === 'Loading data...')).toBe(true);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    release();
    expect(await screen.findAllByRole('article')).toHaveLength(7);
  });

  it('says so when the cards cannot be loaded, and Retry loads them', async () => {
    let fail = true;
    renderWithPlatform(<DashboardPage />, {
      route: '/qip/nqa',
      api: handlers([
        stubEndpoint(endpoints.assessment.nqaList, () => {
          if (fail) throw httpError(400);
          return nqaList();
        }),
      ]),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load data. Please refresh the page and try again, or contact your system administrator.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('article')).toHaveLength(7);
  });

  it('greets the user by name and reads the selected service', async () => {
    const { platform } = renderWithPlatform(<DashboardPage />, { route: '/qip/nqa', api: handlers() });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Dana Director' })).toBeInTheDocument();
    await screen.findAllByRole('article');
    expect(platform.api.callsTo(endpoints.progress.nqaProgress)[0]).toEqual({
      params: { centerId: CENTER_ID },
    });
  });

  it('shows the report count and what the service details still miss, linking to them', async () => {
    const { platform } = renderWithPlatform(<DashboardPage />, { route: '/qip/nqa', api: handlers() });
    const reports = screen.getByRole('region', { name: 'Reports' });
    expect(await within(reports).findByText('2')).toBeInTheDocument();
    expect(within(reports).getByText('reports generated for this service')).toBeInTheDocument();

    const details = screen.getByRole('region', { name: 'Service details' });
    expect(await within(details).findByText('60%')).toBeInTheDocument();
    expect(within(within(details).getByRole('list', { name: 'Still missing' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
    await userEvent.click(within(details).getByRole('link', { name: 'Complete service details' }));
    expect(platform.published).toContainEqual({ type: 'navigate', payload: { to: '/qip/nqa/service-details' } });
  });

  it('says the service details are complete at 100%', async () => {
    renderWithPlatform(<DashboardPage />, {
      route: '/qip/nqa',
      api: handlers([stubEndpoint(endpoints.serviceDetails.get, () => serviceDetails({ percent: 100, missing: [] }))]),
    });
    const details = screen.getByRole('region', { name: 'Service details' });
    expect(await within(details).findByText('100%')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Update service details' })).toBeInTheDocument();
    expect(within(details).queryByRole('list')).not.toBeInTheDocument();
  });

  it('carries the mentor feedback buttons for the service', async () => {
    const { platform } = renderWithPlatform(<DashboardPage />, { route: '/qip/nqa', api: handlers() });
    const card = await screen.findByRole('region', { name: 'Mentor feedback' });
    expect(within(card).getByRole('button', { name: 'Request mentor feedback' })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('link', { name: 'View feedback' }));
    expect(platform.published).toContainEqual({ type: 'navigate', payload: { to: '/qip/nqa/mentor-feedback' } });
    expect(platform.api.callsTo(endpoints.mentorFeedback.summary)).toEqual([{ query: { center_id: CENTER_ID } }]);
  });

  it('shows the NEW! SAT banner, whose links go to the SAT report tab and the resources', async () => {
    const { platform } = renderWithPlatform(<DashboardPage />, { route: '/qip/nqa', api: handlers() });
    const banner = screen.getByRole('complementary', { name: 'New: Self Assessment Tool' });
    expect(within(banner).getByText('NEW!')).toBeInTheDocument();
    await userEvent.click(within(banner).getByRole('link', { name: 'Open the SAT report' }));
    await userEvent.click(within(banner).getByRole('link', { name: 'SAT resources' }));
    expect(platform.published.filter((event) => event.type === 'navigate').map((event) => event.payload)).toEqual([
      { to: '/qip/reports?tab=sat' },
      { to: '/qip/user-resource?tab=qip' },
    ]);
  });

  it('welcomes a user once: after Get started it stays closed, and How it works opens it again', async () => {
    window.localStorage.clear();
    const first = renderWithPlatform(<DashboardPage />, { route: '/qip/nqa', api: handlers() });
    const welcome = await screen.findByRole('dialog', { name: 'Welcome to your QIP Portal, Dana Director' });
    expect(welcome).toHaveTextContent('Answer each question Yes, No or Not applicable.');
    await userEvent.click(within(welcome).getByRole('button', { name: 'Get started' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    renderWithPlatform(<DashboardPage />, { route: '/qip/nqa', api: handlers() });
    await screen.findAllByRole('article');
    await afterAPaint();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'How it works' }));
    expect(screen.getByRole('dialog', { name: /Welcome to your QIP Portal/ })).toBeInTheDocument();
  });

  it('opens the welcome of a first visit once the cards are shown, and Get started closes it for good', async () => {
    window.localStorage.clear();
    const release = renderWithCardsHeld();
    await afterAPaint();
    // The cards are still loading: the welcome waits for them.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    release();
    const welcome = await screen.findByRole('dialog', { name: 'Welcome to your QIP Portal, Dana Director' });
    // The cards were there before it (the open dialog hides the page from the accessibility tree).
    expect(screen.getAllByRole('article', { hidden: true })).toHaveLength(7);
    await userEvent.click(within(welcome).getByRole('button', { name: 'Get started' }));
    expect(window.localStorage.getItem('qip.welcome.seen.user-director')).toBe('1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

/** Renders the dashboard with its area list held back until the function it answers is called. */
function renderWithCardsHeld(): () => void {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  renderWithPlatform(<DashboardPage />, {
    route: '/qip/nqa',
    api: handlers([stubEndpoint(endpoints.assessment.nqaList, () => held.then(() => nqaList()))]),
  });
  return () => release();
}

/** Lets the browser paint a frame and run the task after it (when the welcome may open). */
function afterAPaint() {
  return act(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => setTimeout(resolve, 0));
      }),
  );
}
