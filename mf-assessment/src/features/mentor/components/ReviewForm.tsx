import {
  formatDisplayDate,
  MENTOR_FEEDBACK_STATUS_LABELS,
  refusalMessage,
  SAVE_OR_PUBLISH,
  VALIDATION_MESSAGES,
  type MentorFeedback,
  type MentorFeedbackStatus,
  type MentorRequest,
} from '@qip/shared-contracts';
import { Button, ErrorText, usePlatform } from '@qip/shared-ui';
// Its own entry point: only the remotes that show an editor compile its (lazy) chunk.
import { RichTextEditor } from '@qip/shared-ui/rich-text';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { NqaTags } from '../../mentor-feedback';
import { saveReview, type ReviewMode } from '../api/mentorApi';

export const REVIEW_MESSAGES = {
  chooseRating: 'Please choose a rating.',
  draftSaved: 'Draft saved. The service does not see it until you publish.',
  published: "Feedback published. The service's administrator has been sent an email.",
  failed: 'Your review could not be saved. It is still here: please try again.',
} as const;

const RATINGS: readonly MentorFeedbackStatus[] = [1, 2, 3];

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin-bottom: ${({ theme }) => theme.space(1)};
`;

const Asked = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.background};
  dt {
    color: ${({ theme }) => theme.colours.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
  }
`;

const Ratings = styled.fieldset`
  border: none;
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: 0;
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const RatingOptions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const RatingOption = styled.label<{ $checked: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ $checked, theme }) => ($checked ? theme.colours.primary : theme.colours.border)};
  background: ${({ $checked, theme }) => ($checked ? theme.colours.primarySoft : theme.colours.surface)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }
`;

const EditorLabel = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

const Saved = styled.p`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.successSoft};
  color: ${({ theme }) => theme.colours.success};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export interface ReviewFormProps {
  request: MentorRequest;
  onSaved: (review: MentorFeedback) => void;
}

type Outcome = { kind: 'saved'; message: string } | { kind: 'failed'; message: string } | null;

/**
 * A mentor's review of one request: a rating (1 Working towards, 2 Meeting, 3 Exceeding) and
 * the feedback, kept as a draft or published to the service (save_or_publish 2). A published
 * review stays published: it can be edited and published again, not taken back to a draft.
 */
export function ReviewForm({ request, onSaved }: ReviewFormProps) {
  const { api } = usePlatform();
  const ids = useId();
  const review = request.review;
  const published = review?.save_or_publish === SAVE_OR_PUBLISH.published;
  const [rating, setRating] = useState<MentorFeedbackStatus | null>(review?.status ?? null);
  const [html, setHtml] = useState(review?.provide_feedback ?? '');
  const [empty, setEmpty] = useState(!review?.provide_feedback);
  const [errors, setErrors] = useState<{ rating?: string; feedback?: string }>({});
  const [saving, setSaving] = useState<ReviewMode | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const save = async (mode: ReviewMode) => {
    const found = {
      ...(rating === null ? { rating: REVIEW_MESSAGES.chooseRating } : {}),
      ...(mode === 'publish' && empty ? { feedback: VALIDATION_MESSAGES.required } : {}),
    };
    setErrors(found);
    setOutcome(null);
    if (rating === null || found.feedback) return;
    setSaving(mode);
    try {
      const saved = await saveReview(api, request.id, mode, { status: rating, provide_feedback: empty ? '' : html });
      setOutcome({ kind: 'saved', message: mode === 'draft' ? REVIEW_MESSAGES.draftSaved : REVIEW_MESSAGES.published });
      onSaved(saved);
    } catch (error) {
      setOutcome({ kind: 'failed', message: refusalMessage(error, REVIEW_MESSAGES.failed) });
    } finally {
      setSaving(null);
    }
  };

  const editorLabelId = `${ids}-feedback-label`;
  const feedbackErrorId = `${ids}-feedback-error`;
  const ratingErrorId = `${ids}-rating-error`;

  return (
    <section aria-labelledby={`${ids}-title`}>
      <Heading id={`${ids}-title`}>{request.center_name}</Heading>
      <NqaTags nqa={request.nqa} />
      <Asked>
        <dt>Requested</dt>
        <dd>
          {formatDisplayDate(request.created_at)}
          {request.requested_by && ` by ${request.requested_by}`}
        </dd>
        <dt>Comment</dt>
        <dd>{request.comment || 'No comment.'}</dd>
      </Asked>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save('publish');
        }}
      >
        <Ratings aria-describedby={errors.rating ? ratingErrorId : undefined}>
          <legend>Rating</legend>
          <RatingOptions>
            {RATINGS.map((value) => (
              <RatingOption key={value} $checked={rating === value}>
                <input
                  type="radio"
                  name={`${ids}-rating`}
                  value={value}
                  checked={rating === value}
                  disabled={saving !== null}
                  onChange={() => {
                    setRating(value);
                    setErrors((current) => ({ ...current, rating: undefined }));
                  }}
                />
                {MENTOR_FEEDBACK_STATUS_LABELS[value]}
              </RatingOption>
            ))}
          </RatingOptions>
          {errors.rating && <ErrorText id={ratingErrorId}>{errors.rating}</ErrorText>}
        </Ratings>
        <EditorLabel id={editorLabelId}>Feedback</EditorLabel>
        <RichTextEditor
          initialHtml={review?.provide_feedback ?? ''}
          labelledBy={editorLabelId}
          describedBy={errors.feedback ? feedbackErrorId : undefined}
          invalid={Boolean(errors.feedback)}
          disabled={saving !== null}
          onChange={(next, isEmpty) => {
            setHtml(next);
            setEmpty(isEmpty);
            if (!isEmpty) setErrors((current) => ({ ...current, feedback: undefined }));
          }}
        />
        {errors.feedback && <ErrorText id={feedbackErrorId}>{errors.feedback}</ErrorText>}
        {outcome?.kind === 'failed' && <ErrorText role="alert">{outcome.message}</ErrorText>}
        {outcome?.kind === 'saved' && <Saved role="status">{outcome.message}</Saved>}
        <Actions>
          {!published && (
            <Button
              type="button"
              variant="secondary"
              disabled={saving !== null}
              busy={saving === 'draft'}
              busyLabel="Saving..."
              onClick={() => void save('draft')}
            >
              Save as draft
            </Button>
          )}
          <Button type="submit" disabled={saving !== null} busy={saving === 'publish'} busyLabel="Publishing...">
            {published ? 'Publish changes' : 'Publish'}
          </Button>
        </Actions>
      </form>
    </section>
  );
}
