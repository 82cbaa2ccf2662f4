import { endpoints } from '@qip/shared-contracts';
import { httpError, renderWithPlatform, stubEndpoint, type EndpointStubs } from '@qip/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { review } from '../../../testing/mentorFeedback';
import { FeedbackPage } from './FeedbackPage';

// The API lists reviews newest first; the page reads them as steps, oldest first.
const reviews = [
  review({
    id: 'r3',
    date_reviewed: '2026-05-20T12:00:00.000Z',
    status: 3,
    nqa: [7],
    provide_feedback: '<p>Leadership is <strong>exemplary</strong>.</p><script>window.hacked = true</script>',
  }),
  review({ id: 'r2', date_reviewed: '2026-04-10T12:00:00.000Z', status: 2, nqa: [1, 2] }),
  review({ id: 'r1', date_reviewed: '2026-03-05T12:00:00.000Z', status: 1, nqa: [3], provided_by: 'Sam Mentor' }),
];

const renderPage = (api: EndpointStubs) =>
  renderWithPlatform(<FeedbackPage />, { route: '/qip/nqa/mentor-feedback', api });

const step = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Previous reviews' })).getByRole('button', { name });

describe('the mentor feedback page', () => {
  it('opens on the newest review, its feedback sanitised and formatted, as the active step', async () => {
    renderPage([stubEndpoint(endpoints.mentorFeedback.list, () => reviews)]);
    expect(await screen.findByRole('heading', { name: 'Review of 20/05/2026' })).toBeInTheDocument();
    const active = screen.getByRole('article', { name: 'Review of 20/05/2026' });
    expect(within(active).getByText('exemplary').tagName).toBe('STRONG');
    expect(active.querySelector('script')).toBeNull();
    expect(within(active).getByText('Exceeding')).toBeInTheDocument();
    expect(step(/Reviewed 20\/05\/2026/)).toHaveAttribute('aria-current', 'step');
    expect(step(/Reviewed 20\/05\/2026/)).toHaveTextContent('Active');
    expect(step(/Reviewed 05\/03\/2026/)).not.toHaveAttribute('aria-current');
    expect(step(/Reviewed 05\/03\/2026/)).toHaveTextContent('Inactive');
    expect(screen.getByRole('button', { name: 'Next report' })).toBeDisabled();
  });

  it('moves through the reviews with Previous report and Next report, and to one clicked', async () => {
    renderPage([stubEndpoint(endpoints.mentorFeedback.list, () => reviews)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Previous report' }));
    const middle = screen.getByRole('article', { name: 'Review of 10/04/2026' });
    expect(within(middle).getByText('Meeting')).toBeInTheDocument();
    expect(step(/Reviewed 10\/04\/2026/)).toHaveAttribute('aria-current', 'step');

    await userEvent.click(screen.getByRole('button', { name: 'Previous report' }));
    const oldest = screen.getByRole('article', { name: 'Review of 05/03/2026' });
    expect(within(oldest).getByText('Working towards')).toBeInTheDocument();
    expect(within(oldest).getByText('Sam Mentor')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous report' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next report' }));
    expect(screen.getByRole('article', { name: 'Review of 10/04/2026' })).toBeInTheDocument();

    await userEvent.click(step(/Reviewed 20\/05\/2026/));
    expect(screen.getByRole('article', { name: 'Review of 20/05/2026' })).toBeInTheDocument();
    expect(step(/Reviewed 20\/05\/2026/)).toHaveAttribute('aria-current', 'step');
  });

  it('says when there is no feedback yet', async () => {
    renderPage([stubEndpoint(endpoints.mentorFeedback.list, () => [])]);
    expect(await screen.findByRole('heading', { name: 'No feedback yet' })).toBeInTheDocument();
  });

  it("says so in the spec's words when the reviews cannot be loaded", async () => {
    renderPage([stubEndpoint(endpoints.mentorFeedback.list, () => Promise.reject(httpError(403)))]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load data. Please refresh the page and try again, or contact your system administrator.',
    );
  });
});
