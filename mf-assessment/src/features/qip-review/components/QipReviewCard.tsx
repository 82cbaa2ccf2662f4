import {
  lastReviewedText,
  QIP_REVIEW_MESSAGES,
  QIP_REVIEW_NOTE_MAX,
  qipReviewWarning,
  refusalMessage,
} from '@qip/shared-contracts';
import {
  Button,
  Card,
  FormField,
  Input,
  Modal,
  Spinner,
  SummaryHeading,
  SummaryNote,
  usePlatform,
  useReadOnly,
  type SelectedService,
} from '@qip/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { markQipReviewed } from '../api/qipReviewApi';
import { useQipReviews } from '../hooks/useQipReviews';

const Warning = styled.p`
  margin-top: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme }) => theme.colours.warning};
  background: ${({ theme }) => theme.colours.warningSoft};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Earlier = styled.details`
  margin-top: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  summary {
    cursor: pointer;
  }
  ul {
    margin: ${({ theme }) => theme.space(2)} 0 0 ${({ theme }) => theme.space(5)};
  }
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.colours.danger};
`;

/**
 * The yearly QIP review (regulations 55 and 56, beyond the spec): when the QIP was last reviewed
 * and by whom, a warning when that was more than 12 months ago (or never), and, for the
 * service's administrators, 'Mark QIP reviewed' after a confirmation with an optional note.
 */
export function QipReviewCard({ service, now = () => new Date() }: { service: SelectedService; now?: () => Date }) {
  const reviews = useQipReviews(service.centerId);
  const readOnly = useReadOnly();
  const { api, bus } = usePlatform();
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setConfirming(false);
    setFailure(null);
    setNote('');
  };
  const confirm = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await markQipReviewed(api, service.centerId, note);
      close();
      bus.publish('toast', { kind: 'success', message: QIP_REVIEW_MESSAGES.recorded });
      await reviews.reload();
    } catch (error) {
      setFailure(refusalMessage(error, QIP_REVIEW_MESSAGES.failed));
    } finally {
      setSaving(false);
    }
  };

  const last = reviews.status === 'ready' ? reviews.data.last : null;
  const warning = reviews.status === 'ready' ? qipReviewWarning(last?.reviewed_at ?? null, now()) : null;
  return (
    <Card aria-labelledby="qip-review-title">
      <SummaryHeading id="qip-review-title">{QIP_REVIEW_MESSAGES.heading}</SummaryHeading>
      {reviews.status === 'loading' && <Spinner label="Loading data..." />}
      {reviews.status === 'failed' && (
        <>
          <SummaryNote>{QIP_REVIEW_MESSAGES.loadFailed}</SummaryNote>
          <Actions>
            <Button variant="secondary" size="sm" onClick={() => void reviews.reload()}>
              Retry
            </Button>
          </Actions>
        </>
      )}
      {reviews.status === 'ready' && (
        <>
          <SummaryNote>
            {last
              ? `${lastReviewedText({ reviewedAt: last.reviewed_at, reviewerName: last.reviewer_name })}.`
              : 'Not reviewed yet.'}
          </SummaryNote>
          {last?.note && <SummaryNote>Note: {last.note}</SummaryNote>}
          {warning && <Warning role="status">{warning}</Warning>}
          {reviews.data.history.length > 1 && (
            <Earlier>
              <summary>Earlier reviews ({reviews.data.history.length - 1})</summary>
              <ul>
                {reviews.data.history.slice(1).map((earlier) => (
                  <li key={earlier.id}>
                    {lastReviewedText({ reviewedAt: earlier.reviewed_at, reviewerName: earlier.reviewer_name })}
                    {earlier.note && `: ${earlier.note}`}
                  </li>
                ))}
              </ul>
            </Earlier>
          )}
          {reviews.data.canMark && !readOnly && (
            <Actions>
              <Button onClick={() => setConfirming(true)}>{QIP_REVIEW_MESSAGES.button}</Button>
            </Actions>
          )}
        </>
      )}
      <Modal
        open={confirming}
        onOpenChange={(open) => {
          if (!open && !saving) close();
        }}
        role="alertdialog"
        size="sm"
        title={QIP_REVIEW_MESSAGES.confirmTitle}
        description={QIP_REVIEW_MESSAGES.confirmText}
        dismissible={!saving}
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={saving}>
              Cancel
            </Button>
            <Button onClick={() => void confirm()} busy={saving} busyLabel="Saving...">
              {QIP_REVIEW_MESSAGES.button}
            </Button>
          </>
        }
      >
        <FormField label={QIP_REVIEW_MESSAGES.noteLabel}>
          {({ id, labelId, describedBy }) => (
            <Input
              id={id}
              aria-labelledby={labelId}
              aria-describedby={describedBy}
              value={note}
              maxLength={QIP_REVIEW_NOTE_MAX}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </FormField>
        {failure && <Failure role="alert">{failure}</Failure>}
      </Modal>
    </Card>
  );
}
