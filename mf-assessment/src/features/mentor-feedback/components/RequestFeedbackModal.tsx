import {
  MENTOR_FEEDBACK_MESSAGES,
  QUALITY_AREA_IDS,
  refusalMessage,
  type FeedbackRequestInput,
} from '@qip/shared-contracts';
import {
  areaColour,
  ErrorText,
  FormField,
  Modal,
  ModalActions,
  TextArea,
  usePlatform,
  type SelectedService,
} from '@qip/shared-ui';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { requestFeedback } from '../api/mentorFeedbackApi';

export const REQUEST_SENT = 'Your feedback request has been sent. A mentor will be in touch.';
export const REQUEST_FAILED = 'Your feedback request could not be sent. Please try again.';
const COMMENT_MAX = 5000;

const Areas = styled.fieldset`
  border: none;
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: 0;
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  ${ErrorText} {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

const AreaGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(104px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const AreaChoice = styled.label<{ $area: number; $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid ${({ $area, $checked, theme }) => ($checked ? areaColour($area).main : theme.colours.border)};
  background: ${({ $area, $checked, theme }) => ($checked ? areaColour($area).soft : theme.colours.surface)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ $area }) => areaColour($area).strong};
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }
`;

export interface RequestFeedbackModalProps {
  service: SelectedService;
  onClose: () => void;
}

/** The request for mentor feedback: the quality areas to review and a comment for the mentor. */
export function RequestFeedbackModal({ service, onClose }: RequestFeedbackModalProps) {
  const { api, bus } = usePlatform();
  const [nqa, setNqa] = useState<readonly number[]>([]);
  const [comment, setComment] = useState('');
  const [areaError, setAreaError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const areaErrorId = `${useId()}-areas-error`;

  const toggle = (area: number) => {
    setAreaError(null);
    setNqa((chosen) =>
      chosen.includes(area) ? chosen.filter((a) => a !== area) : [...chosen, area].sort((a, b) => a - b),
    );
  };

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    setFailure(null);
    if (nqa.length === 0) {
      setAreaError(MENTOR_FEEDBACK_MESSAGES.selectNqa);
      return;
    }
    const input: FeedbackRequestInput = {
      user_id: service.userId,
      center_id: service.centerId,
      comment: comment.trim(),
      nqa: [...nqa],
      status: 1,
    };
    setSending(true);
    try {
      await requestFeedback(api, input);
      bus.publish('toast', { kind: 'success', message: REQUEST_SENT });
      onClose();
    } catch (error) {
      setFailure(refusalMessage(error, REQUEST_FAILED));
      setSending(false);
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !sending) onClose();
      }}
      title="Request mentor feedback"
      description={`Choose the quality areas of ${service.name} you would like a mentor to review.`}
      footer={<ModalActions saving={sending} saveLabel="Send request" onCancel={onClose} onSave={() => void send()} />}
    >
      <form id="mentor-feedback-request" noValidate onSubmit={(event) => void send(event)}>
        <Areas aria-describedby={areaError ? areaErrorId : undefined}>
          <legend>Quality areas to review</legend>
          <AreaGrid>
            {QUALITY_AREA_IDS.map((area) => (
              <AreaChoice key={area} $area={area} $checked={nqa.includes(area)}>
                <input type="checkbox" checked={nqa.includes(area)} onChange={() => toggle(area)} disabled={sending} />
                NQA {area}
              </AreaChoice>
            ))}
          </AreaGrid>
          {areaError && (
            <ErrorText id={areaErrorId} role="alert">
              {areaError}
            </ErrorText>
          )}
        </Areas>
        <FormField label="Comment for your mentor" hint="Optional: what you would like them to look at.">
          {({ id, labelId, describedBy }) => (
            <TextArea
              id={id}
              rows={4}
              value={comment}
              maxLength={COMMENT_MAX}
              disabled={sending}
              onChange={(event) => setComment(event.target.value)}
              aria-labelledby={labelId}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
        {failure && <ErrorText role="alert">{failure}</ErrorText>}
      </form>
    </Modal>
  );
}
