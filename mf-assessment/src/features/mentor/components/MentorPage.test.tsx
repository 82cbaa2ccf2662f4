import { endpoints, type MentorFeedback, type MentorReviewInput } from '@qip/shared-contracts';
import {
  demoAuthenticatedState,
  demoMentorState,
  httpError,
  renderWithPlatform,
  stubEndpoint,
  type EndpointStubs,
} from '@qip/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mentorRequest, review } from '../../../testing/mentorFeedback';
import { MentorPage, NOT_ALLOWED } from './MentorPage';
import { REVIEW_MESSAGES } from './ReviewForm';

const draft = review({
  request_id: 'request-2',
  save_or_publish: 1,
  date_reviewed: null,
  status: 2,
  provide_feedback: '<p>Good <strong>routines</strong></p>',
});
const queue = [
  mentorRequest(),
  mentorRequest({ id: 'request-2', center_name: 'Bluegum Kindergarten', nqa: [5], comment: '', review: draft }),
];

/** The review a save answers with, as the API stores it. */
const saved = (requestId: string, body: MentorReviewInput, saveOrPublish: 1 | 2): MentorFeedback =>
  review({
    request_id: requestId,
    status: body.status,
    provide_feedback: body.provide_feedback,
    save_or_publish: saveOrPublish,
    date_reviewed: saveOrPublish === 2 ? '2026-03-06T12:00:00.000Z' : null,
  });

const reviewApi: EndpointStubs = [
  stubEndpoint(endpoints.mentorFeedback.mentorQueue, () => queue),
  stubEndpoint(endpoints.mentorFeedback.saveDraft, ({ params, body }) => saved(params.id, body, 1)),
  stubEndpoint(endpoints.mentorFeedback.publish, ({ params, body }) => saved(params.id, body, 2)),
];

const renderMentorPage = (api: EndpointStubs = reviewApi, route = '/qip/mentor') =>
  renderWithPlatform(<MentorPage />, { route, state: demoMentorState(), api });

const queueEntry = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Feedback requests' })).getByRole('button', { name });

describe("the mentor's page", () => {
  it('is not for administrators or members', () => {
    renderWithPlatform(<MentorPage />, { route: '/qip/mentor', state: demoAuthenticatedState() });
    expect(screen.getByRole('heading', { level: 1, name: NOT_ALLOWED.title })).toBeInTheDocument();
    expect(screen.getByText(NOT_ALLOWED.message)).toBeInTheDocument();
  });

  it('lists the open requests: the service, the areas, the comment, the date and how far the review is', async () => {
    renderMentorPage();
    const first = await screen.findByRole('button', { name: /^Sunshine Paddington/ });
    expect(first).toHaveTextContent('Not started');
    expect(first).toHaveTextContent('Requested 02/03/2026 by Dana Director');
    expect(first).toHaveTextContent('NQA 1');
    expect(first).toHaveTextContent('NQA 2');
    expect(first).toHaveTextContent('Please look at our routines.');
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(queueEntry(/^Bluegum Kindergarten/)).toHaveTextContent('Draft');
  });

  it('asks for a rating, and for feedback before publishing', async () => {
    const { platform } = renderMentorPage();
    await screen.findByRole('textbox', { name: 'Feedback' });
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByText(REVIEW_MESSAGES.chooseRating)).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Exceeding' }));
    expect(screen.queryByText(REVIEW_MESSAGES.chooseRating)).not.toBeInTheDocument();
    expect(platform.api.callsTo(endpoints.mentorFeedback.publish)).toHaveLength(0);
  });

  it('saves a draft with its rating and the formatted feedback', async () => {
    const { platform } = renderMentorPage(reviewApi, '/qip/mentor?request=request-2');
    const editor = await screen.findByRole('textbox', { name: 'Feedback' });
    expect(within(editor).getByText('routines').tagName).toBe('STRONG');
    expect(screen.getByRole('radio', { name: 'Meeting' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Exceeding' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));

    expect(await screen.findByRole('status')).toHaveTextContent(REVIEW_MESSAGES.draftSaved);
    expect(platform.api.callsTo(endpoints.mentorFeedback.saveDraft)).toEqual([
      { params: { id: 'request-2' }, body: { status: 3, provide_feedback: '<p>Good <strong>routines</strong></p>' } },
    ]);
  });

  it('publishes: the queue marks it published and a draft is no longer offered', async () => {
    const { platform } = renderMentorPage(reviewApi, '/qip/mentor?request=request-2');
    await screen.findByRole('textbox', { name: 'Feedback' });
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByRole('status')).toHaveTextContent(REVIEW_MESSAGES.published);
    expect(platform.api.callsTo(endpoints.mentorFeedback.publish)).toEqual([
      { params: { id: 'request-2' }, body: { status: 2, provide_feedback: '<p>Good <strong>routines</strong></p>' } },
    ]);
    expect(queueEntry(/^Bluegum Kindergarten/)).toHaveTextContent('Published');
    expect(screen.queryByRole('button', { name: 'Save as draft' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish changes' })).toBeInTheDocument();
  });

  it('keeps the review when saving fails, and says so', async () => {
    renderMentorPage(
      [...reviewApi, stubEndpoint(endpoints.mentorFeedback.publish, () => Promise.reject(httpError(500)))],
      '/qip/mentor?request=request-2',
    );
    await screen.findByRole('textbox', { name: 'Feedback' });
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.failed);
    expect(queueEntry(/^Bluegum Kindergarten/)).toHaveTextContent('Draft');
  });

  it('says when there are no open requests, and when they cannot be loaded', async () => {
    const { unmount } = renderMentorPage([stubEndpoint(endpoints.mentorFeedback.mentorQueue, () => [])]);
    expect(await screen.findByRole('heading', { name: 'No open requests' })).toBeInTheDocument();
    unmount();
    renderMentorPage([stubEndpoint(endpoints.mentorFeedback.mentorQueue, () => Promise.reject(httpError(403)))]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load data.');
  });
});
