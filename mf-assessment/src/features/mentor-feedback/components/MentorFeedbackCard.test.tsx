import {
  endpoints,
  FEEDBACK_REQUEST_STATUS,
  MENTOR_FEEDBACK_MESSAGES,
  type MentorFeedbackSummary,
} from '@qip/shared-contracts';
import { useSelectedService } from '@qip/shared-ui';
import { httpError, renderWithPlatform, stubEndpoint, type EndpointStubs } from '@qip/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CENTER_ID } from '../../../testing/fixtures';
import { MentorFeedbackCard } from './MentorFeedbackCard';
import { REQUEST_FAILED, REQUEST_SENT } from './RequestFeedbackModal';

function CardOfSelectedService() {
  const service = useSelectedService();
  return service ? <MentorFeedbackCard service={service} /> : null;
}

const summary = (answer: MentorFeedbackSummary) => stubEndpoint(endpoints.mentorFeedback.summary, () => answer);

function renderCard(api: EndpointStubs) {
  return renderWithPlatform(<CardOfSelectedService />, { route: '/qip/nqa', api });
}

async function openRequest(api: EndpointStubs = []) {
  const rendered = renderCard([summary({ canRequest: true, hasPublished: false }), ...api]);
  await userEvent.click(await screen.findByRole('button', { name: 'Request mentor feedback' }));
  return { ...rendered, dialog: screen.getByRole('dialog', { name: 'Request mentor feedback' }) };
}

describe("the dashboard's mentor feedback", () => {
  it('offers Request mentor feedback to those the rule names, and View feedback once a review is published', async () => {
    const { unmount } = renderCard([summary({ canRequest: true, hasPublished: false })]);
    expect(await screen.findByRole('button', { name: 'Request mentor feedback' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View feedback' })).not.toBeInTheDocument();
    unmount();

    renderCard([summary({ canRequest: false, hasPublished: true })]);
    expect(await screen.findByRole('link', { name: 'View feedback' })).toHaveAttribute(
      'href',
      '/qip/nqa/mentor-feedback',
    );
    expect(screen.queryByRole('button', { name: 'Request mentor feedback' })).not.toBeInTheDocument();
  });

  it('shows nothing when neither applies', async () => {
    const { platform } = renderCard([summary({ canRequest: false, hasPublished: false })]);
    await waitFor(() => expect(platform.api.callsTo(endpoints.mentorFeedback.summary)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Mentor feedback' })).not.toBeInTheDocument();
  });

  it("refuses a request without a quality area with the spec's words", async () => {
    const { dialog, platform } = await openRequest();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MENTOR_FEEDBACK_MESSAGES.selectNqa);
    expect(platform.api.callsTo(endpoints.mentorFeedback.request)).toHaveLength(0);
  });

  it('sends the chosen areas and the comment, says so and closes', async () => {
    const { dialog, platform } = await openRequest([
      stubEndpoint(endpoints.mentorFeedback.request, ({ body }) => ({
        id: 'request-1',
        user_id: body.user_id,
        center_id: body.center_id,
        comment: body.comment ?? '',
        nqa: [1, 2],
        status: FEEDBACK_REQUEST_STATUS.open,
        created_at: '2026-03-02T12:00:00.000Z',
      })),
    ]);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'NQA 2' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'NQA 1' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Comment for your mentor' }), 'Our routines');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByRole('button', { name: 'Request mentor feedback' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [call] = platform.api.callsTo(endpoints.mentorFeedback.request);
    expect(call?.body).toEqual({
      user_id: 'user-director',
      center_id: CENTER_ID,
      comment: 'Our routines',
      nqa: [1, 2],
      status: 1,
    });
    expect(platform.published).toContainEqual({ type: 'toast', payload: { kind: 'success', message: REQUEST_SENT } });
  });

  it('keeps the modal and what was chosen when the request fails', async () => {
    const { dialog } = await openRequest([
      stubEndpoint(endpoints.mentorFeedback.request, () => Promise.reject(httpError(500))),
    ]);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'NQA 3' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REQUEST_FAILED);
    expect(within(dialog).getByRole('checkbox', { name: 'NQA 3' })).toBeChecked();
  });
});
