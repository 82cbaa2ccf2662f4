import { MENTOR_FEEDBACK_STATUS_LABELS, type MentorFeedbackStatus } from '@qip/shared-contracts';
import { renderMail } from '../../plugins/mail/mailLayout';
import type { MailMessage } from '../../plugins/mail/mailer';
import type { Notice } from '../../shared/inbox';

const areas = (nqa: readonly number[]) => nqa.map((area) => `NQA ${area}`).join(', ');

/** The mentors' notice of a new request. */
export function feedbackRequestMail(
  to: readonly string[],
  request: { centerName: string; requestedBy: string; replyTo: string; nqa: readonly number[]; comment: string },
): MailMessage {
  const { html, text } = renderMail({
    heading: 'A service asked for mentor feedback',
    intro: [`${request.requestedBy} of ${request.centerName} asked for mentor feedback.`],
    facts: [
      { label: 'Service', value: request.centerName },
      { label: 'Quality areas', value: areas(request.nqa) },
      { label: 'Comment', value: request.comment },
    ],
    outro: ['Sign in to the QIP Portal as a mentor to write the review.'],
  });
  return {
    to,
    replyTo: request.replyTo,
    subject: `Mentor feedback requested: ${request.centerName} (${areas(request.nqa)})`,
    text,
    html,
  };
}

/** The administrators' notice that their review is published. */
export function reviewPublishedMail(
  to: readonly string[],
  review: { centerName: string; providedBy: string; nqa: readonly number[]; status: MentorFeedbackStatus },
): MailMessage {
  const { html, text } = renderMail({
    heading: 'Your mentor feedback is ready',
    intro: [`${review.providedBy} reviewed ${review.centerName}. Open View feedback on your dashboard to read it.`],
    facts: [
      { label: 'Quality areas', value: areas(review.nqa) },
      { label: 'Rating', value: MENTOR_FEEDBACK_STATUS_LABELS[review.status] },
    ],
  });
  return { to, subject: `Mentor feedback for ${review.centerName} is ready`, text, html };
}

/** The administrators' notice in their Messages inbox. */
export function reviewPublishedNotice(review: {
  centerName: string;
  providedBy: string;
  nqa: readonly number[];
  status: MentorFeedbackStatus;
}): Notice {
  return {
    subject: `Mentor feedback for ${review.centerName} is ready`,
    paragraphs: [
      `${review.providedBy} reviewed ${review.centerName} (${areas(review.nqa)}): ${MENTOR_FEEDBACK_STATUS_LABELS[review.status]}.`,
      'Open View feedback on your dashboard to read it.',
    ],
  };
}
