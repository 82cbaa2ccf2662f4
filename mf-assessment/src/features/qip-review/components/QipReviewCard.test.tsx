import { endpoints, QIP_REVIEW_MESSAGES, type QipReview, type QipReviewSummary } from '@qip/shared-contracts';
import { useSelectedService } from '@qip/shared-ui';
import { httpError, renderWithPlatform, stubEndpoint, type EndpointStubs } from '@qip/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CENTER_ID } from '../../../testing/fixtures';
import { QipReviewCard } from './QipReviewCard';

const NOW = new Date('2026-11-26T02:00:00.000Z');

const review = (reviewedAt: string, note = ''): QipReview => ({
  id: `review-${reviewedAt}`,
  center_id: CENTER_ID,
  reviewed_at: reviewedAt,
  reviewer_id: 'user-director',
  reviewer_name: 'Dana Whitfield',
  note,
});

const summary = (answer: QipReviewSummary) => stubEndpoint(endpoints.qipReview.summary, () => answer);

function Card() {
  const service = useSelectedService();
  return service ? <QipReviewCard service={service} now={() => NOW} /> : null;
}

const renderCard = (api: EndpointStubs) => renderWithPlatform(<Card />, { route: '/qip/nqa', api });

describe("the dashboard's yearly QIP review", () => {
  it('says when and by whom the QIP was last reviewed, without a warning inside 12 months', async () => {
    const last = review('2026-03-01T22:30:00.000Z', 'With the team');
    const earlier = review('2025-02-10T01:00:00.000Z', 'First review');
    renderCard([summary({ last, history: [last, earlier], canMark: false })]);
    expect(await screen.findByText('Last reviewed 02/03/2026 by Dana Whitfield.')).toBeInTheDocument();
    expect(screen.getByText('Note: With the team')).toBeInTheDocument();
    // Every review is kept: the earlier ones are listed under the last.
    await userEvent.click(screen.getByText('Earlier reviews (1)'));
    expect(screen.getByRole('listitem')).toHaveTextContent('Last reviewed 10/02/2025 by Dana Whitfield: First review');
    expect(screen.queryByText(QIP_REVIEW_MESSAGES.overdue)).not.toBeInTheDocument();
    // A member reads it but cannot record a review.
    expect(screen.queryByRole('button', { name: QIP_REVIEW_MESSAGES.button })).not.toBeInTheDocument();
  });

  it('warns when the last review is more than 12 months old, and when there has been none', async () => {
    const { unmount } = renderCard([summary({ last: review('2025-11-20T02:00:00.000Z'), history: [], canMark: true })]);
    expect(await screen.findByText(QIP_REVIEW_MESSAGES.overdue)).toHaveAttribute('role', 'status');
    unmount();
    renderCard([summary({ last: null, history: [], canMark: true })]);
    expect(await screen.findByText('Not reviewed yet.')).toBeInTheDocument();
    expect(screen.getByText(QIP_REVIEW_MESSAGES.never)).toHaveAttribute('role', 'status');
  });

  it('records a review after the confirmation, with the note, and shows the new date', async () => {
    let reviews: QipReview[] = [];
    const { platform } = renderCard([
      stubEndpoint(endpoints.qipReview.summary, () => ({ last: reviews[0] ?? null, history: reviews, canMark: true })),
      stubEndpoint(endpoints.qipReview.mark, ({ body }) => {
        reviews = [review('2026-11-26T01:00:00.000Z', body.note)];
        return reviews[0]!;
      }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: QIP_REVIEW_MESSAGES.button }));
    const dialog = screen.getByRole('alertdialog', { name: QIP_REVIEW_MESSAGES.confirmTitle });
    await userEvent.type(within(dialog).getByRole('textbox', { name: QIP_REVIEW_MESSAGES.noteLabel }), 'Staff meeting');
    await userEvent.click(within(dialog).getByRole('button', { name: QIP_REVIEW_MESSAGES.button }));
    expect(await screen.findByText('Last reviewed 26/11/2026 by Dana Whitfield.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByText(QIP_REVIEW_MESSAGES.never)).not.toBeInTheDocument();
    const calls = platform.api.callsTo(endpoints.qipReview.mark);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ center_id: CENTER_ID, note: 'Staff meeting' });
  });

  it('keeps the dialog open with the reason when the review is refused; Cancel records nothing', async () => {
    const { platform } = renderCard([
      summary({ last: null, history: [], canMark: true }),
      stubEndpoint(endpoints.qipReview.mark, () => {
        throw httpError(403, { statusCode: 403, error: 'Forbidden', message: 'Your trial has ended.' });
      }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: QIP_REVIEW_MESSAGES.button }));
    let dialog = screen.getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: QIP_REVIEW_MESSAGES.button }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your trial has ended.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: QIP_REVIEW_MESSAGES.button }));
    dialog = screen.getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(platform.api.callsTo(endpoints.qipReview.mark)).toHaveLength(1);
  });

  it('says when the reviews cannot be loaded, and Retry loads them', async () => {
    let fail = true;
    renderCard([
      stubEndpoint(endpoints.qipReview.summary, () => {
        if (fail) throw httpError(500, 'down');
        return { last: null, history: [], canMark: false };
      }),
    ]);
    expect(await screen.findByText(QIP_REVIEW_MESSAGES.loadFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Not reviewed yet.')).toBeInTheDocument();
  });
});
