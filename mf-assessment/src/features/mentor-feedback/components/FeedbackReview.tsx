import { formatDisplayDate, type MentorFeedback } from '@qip/shared-contracts';
import { SafeHtml } from '@qip/shared-ui';
import styled from 'styled-components';
import { NqaTags, RatingBadge } from './FeedbackBadges';
import { reviewedOn } from './FeedbackSteps';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.background};
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: ${({ theme }) => theme.colours.textMuted};
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  dd {
    margin: 0;
  }
`;

/** Feedback as the mentor formatted it: paragraphs, emphasis, lists and links. */
export const FeedbackText = styled(SafeHtml)`
  line-height: ${({ theme }) => theme.lineHeights.normal};
  p,
  ul,
  ol,
  blockquote,
  h2,
  h3,
  h4 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  ul,
  ol {
    padding-left: ${({ theme }) => theme.space(6)};
  }
  blockquote {
    padding-left: ${({ theme }) => theme.space(4)};
    border-left: 3px solid ${({ theme }) => theme.colours.border};
    color: ${({ theme }) => theme.colours.textMuted};
  }
  a {
    color: ${({ theme }) => theme.colours.primary};
  }
`;

/** One published review: when, what about, the rating, who wrote it, and the feedback itself. */
export function FeedbackReview({ review }: { review: MentorFeedback }) {
  return (
    <article aria-labelledby="active-review-title">
      <h2 id="active-review-title">Review of {reviewedOn(review)}</h2>
      <Facts>
        <div>
          <dt>Date reviewed</dt>
          <dd>{reviewedOn(review)}</dd>
        </div>
        <div>
          <dt>Requested</dt>
          <dd>{formatDisplayDate(review.date)}</dd>
        </div>
        <div>
          <dt>Quality areas</dt>
          <dd>
            <NqaTags nqa={review.nqa} />
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <RatingBadge status={review.status} />
          </dd>
        </div>
        <div>
          <dt>Provided by</dt>
          <dd>{review.provided_by}</dd>
        </div>
      </Facts>
      <FeedbackText html={review.provide_feedback} />
    </article>
  );
}
