import { endpoints, MENTOR_FEEDBACK_MESSAGES } from '@qip/shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireCenterAdmin, requireCenterMember } from '../../auth/access';
import { isHubRequest } from '../../auth/hubClient';
import { forbidden } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { synchronousPlugin } from '../../http/synchronousPlugin';
import { newId } from '../../lib/ids';
import { isoNow } from '../../lib/time';
import type { MailMessage } from '../../plugins/mail/mailer';
import { callerFromBearer } from '../../plugins/auth';
import { sendNotice } from '../../shared/inbox';
import { feedbackRequestMail, reviewPublishedMail, reviewPublishedNotice } from './mentor-feedback.mail';
import {
  adminAddressesOf,
  insertFeedbackRequest,
  mentorAddresses,
  openFeedbackRequests,
  publishedReviewsOf,
} from './mentor-feedback.repository';
import {
  feedbackRequestOrNotFound,
  mayRequestFeedback,
  requireMentor,
  reviewOf,
  toFeedbackRequestDto,
  toMentorFeedbackDto,
  toMentorRequest,
  toMentorRequests,
  writeReview,
  type Reviewer,
} from './mentor-feedback.service';

const NOT_YOUR_REQUEST = 'You can only request feedback in your own name.';

/** Mentor feedback: services ask and read; mentors (or the hub) review. */
export default synchronousPlugin(function mentorFeedbackRoutes(app: FastifyInstance, options: { now: () => Date }) {
  /** Mail is sent after the data is stored: a failed mail is logged and the call still succeeds. */
  const sendQuietly = async (message: MailMessage, context: object) => {
    if (message.to.length === 0) return;
    try {
      await app.mail.send(message);
    } catch (error) {
      app.log.error({ err: error, ...context }, 'a mentor-feedback mail could not be sent');
    }
  };

  /** The caller of a review: the hub (HTTP Basic) or a signed-in mentor; anyone else is refused. */
  const reviewerOf = async (request: FastifyRequest): Promise<Reviewer> => {
    if (await isHubRequest(app, request)) return { kind: 'hub' };
    const { user } = await callerFromBearer(app, request);
    requireMentor(user);
    return { kind: 'mentor', user };
  };

  registerEndpoint(app, endpoints.mentorFeedback.request, async ({ auth, body }) => {
    if (body.user_id !== auth.user.id) throw forbidden(NOT_YOUR_REQUEST);
    await requireCenterAdmin(app.db, auth, body.center_id);
    if (!(await mayRequestFeedback(app.db, auth, body.center_id, options.now()))) {
      throw forbidden(MENTOR_FEEDBACK_MESSAGES.notEligible);
    }
    const id = newId();
    await insertFeedbackRequest(app.db, {
      id,
      centerId: body.center_id,
      userId: auth.user.id,
      comment: body.comment,
      nqa: body.nqa,
      createdAt: isoNow(options.now()),
    });
    const stored = await feedbackRequestOrNotFound(app.db, id);
    const mentors = await mentorAddresses(app.db);
    await sendQuietly(
      feedbackRequestMail(
        mentors.map((mentor) => mentor.email),
        {
          centerName: stored.center_name,
          requestedBy: auth.user.name,
          replyTo: auth.user.email,
          nqa: body.nqa,
          comment: body.comment,
        },
      ),
      { feedbackRequestId: id },
    );
    return toFeedbackRequestDto(stored);
  });

  registerEndpoint(app, endpoints.mentorFeedback.summary, async ({ auth, query }) => {
    await requireCenterMember(app.db, auth, query.center_id);
    const published = await publishedReviewsOf(app.db, query.center_id);
    return {
      canRequest: await mayRequestFeedback(app.db, auth, query.center_id, options.now()),
      hasPublished: published.length > 0,
    };
  });

  registerEndpoint(app, endpoints.mentorFeedback.list, async ({ auth, query }) => {
    await requireCenterMember(app.db, auth, query.center_id);
    return (await publishedReviewsOf(app.db, query.center_id)).map(toMentorFeedbackDto);
  });

  registerEndpoint(app, endpoints.mentorFeedback.mentorQueue, async ({ auth }) => {
    requireMentor(auth.user);
    return toMentorRequests(app.db, await openFeedbackRequests(app.db));
  });

  registerEndpoint(app, endpoints.mentorFeedback.mentorRequest, async ({ auth, params }) => {
    requireMentor(auth.user);
    const row = await feedbackRequestOrNotFound(app.db, params.id);
    return { ...toMentorRequest(row), review: await reviewOf(app.db, row.id) };
  });

  registerEndpoint(app, endpoints.mentorFeedback.saveDraft, async ({ request, params, body }) => {
    const reviewer = await reviewerOf(request);
    const feedbackRequest = await feedbackRequestOrNotFound(app.db, params.id);
    const now = isoNow(options.now());
    return (await writeReview(app.db, reviewer, feedbackRequest, body, 'draft', now)).review;
  });

  registerEndpoint(app, endpoints.mentorFeedback.publish, async ({ request, params, body }) => {
    const reviewer = await reviewerOf(request);
    const feedbackRequest = await feedbackRequestOrNotFound(app.db, params.id);
    const now = isoNow(options.now());
    const { review, newlyPublished } = await writeReview(app.db, reviewer, feedbackRequest, body, 'published', now);
    // The administrators hear once, when the review is first published.
    if (newlyPublished) {
      const admins = await adminAddressesOf(app.db, feedbackRequest.center_id);
      await sendNotice(
        { db: app.db, log: app.log },
        admins.map((admin) => admin.id),
        reviewPublishedNotice({
          centerName: feedbackRequest.center_name,
          providedBy: review.provided_by,
          nqa: review.nqa,
          status: review.status,
        }),
        options.now(),
      );
      await sendQuietly(
        reviewPublishedMail(
          admins.map((admin) => admin.email),
          {
            centerName: feedbackRequest.center_name,
            providedBy: review.provided_by,
            nqa: review.nqa,
            status: review.status,
          },
        ),
        { feedbackRequestId: feedbackRequest.id },
      );
    }
    return review;
  });
});
