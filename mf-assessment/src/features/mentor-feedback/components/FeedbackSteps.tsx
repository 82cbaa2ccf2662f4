import { formatDisplayDate, type MentorFeedback } from '@qip/shared-contracts';
import { VisuallyHidden } from '@qip/shared-ui';
import styled from 'styled-components';
import { NqaTags, RatingBadge } from './FeedbackBadges';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
`;

const Item = styled.li`
  position: relative;
  padding-left: ${({ theme }) => theme.space(9)};
  padding-bottom: ${({ theme }) => theme.space(3)};
  /* The line that joins the steps. */
  &:not(:last-child)::before {
    content: '';
    position: absolute;
    left: 13px;
    top: 28px;
    bottom: 0;
    width: 2px;
    background: ${({ theme }) => theme.colours.border};
  }
`;

const Dot = styled.span<{ $active: boolean }>`
  position: absolute;
  left: 0;
  top: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ $active, theme }) => ($active ? theme.colours.primary : theme.colours.borderStrong)};
  background: ${({ $active, theme }) => ($active ? theme.colours.primary : theme.colours.surface)};
  color: ${({ $active, theme }) => ($active ? theme.colours.onPrimary : theme.colours.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StepButton = styled.button<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  width: 100%;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ $active, theme }) => ($active ? theme.colours.primary : theme.colours.border)};
  background: ${({ $active, theme }) => ($active ? theme.colours.primarySoft : theme.colours.surface)};
  color: ${({ theme }) => theme.colours.text};
  text-align: left;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colours.primary};
  }
`;

const Line = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Title = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StepState = styled.span<{ $active: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: ${({ $active, theme }) => ($active ? theme.colours.primary : theme.colours.textMuted)};
`;

/** When a review was published (the request date for an old review without one). */
export const reviewedOn = (review: MentorFeedback) => formatDisplayDate(review.date_reviewed ?? review.date);

export interface FeedbackStepsProps {
  reviews: readonly MentorFeedback[];
  activeIndex: number;
  onSelect: (index: number) => void;
}

/** The service's reviews as steps, oldest first; the one being read is Active, the others Inactive. */
export function FeedbackSteps({ reviews, activeIndex, onSelect }: FeedbackStepsProps) {
  return (
    <nav aria-label="Previous reviews">
      <List>
        {reviews.map((review, index) => {
          const active = index === activeIndex;
          return (
            <Item key={review.id}>
              <Dot $active={active} aria-hidden="true">
                {index + 1}
              </Dot>
              <StepButton
                type="button"
                $active={active}
                aria-current={active ? 'step' : undefined}
                onClick={() => onSelect(index)}
              >
                <Line>
                  <Title>
                    <VisuallyHidden>Report {index + 1}: </VisuallyHidden>Reviewed {reviewedOn(review)}
                  </Title>
                  <StepState $active={active}>{active ? 'Active' : 'Inactive'}</StepState>
                </Line>
                <Line>
                  <NqaTags nqa={review.nqa} inline />
                  <RatingBadge status={review.status} />
                </Line>
              </StepButton>
            </Item>
          );
        })}
      </List>
    </nav>
  );
}
