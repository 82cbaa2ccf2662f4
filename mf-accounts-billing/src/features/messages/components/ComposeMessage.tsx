import {
  apiErrorBody,
  MESSAGE_SUBJECT_MAX,
  MESSAGE_TEXTS,
  refusalMessage,
  VALIDATION_MESSAGES,
  type MessageRecipient,
} from '@qip/shared-contracts';
import { Button, ErrorText, FormField, Input, LoadFailedState, LoadingState, Modal, usePlatform } from '@qip/shared-ui';
import { RichTextEditor } from '@qip/shared-ui/rich-text';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { sendMessage } from '../api/messagesApi';
import { useRecipients } from '../hooks/useRecipients';

// An administrator's message (beyond the spec, whose form makes no call): to every user of their
// account's services or to those chosen, with a subject and rich text.

type Errors = Partial<Record<'recipients' | 'subject' | 'content' | 'form', string>>;

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(1)};
`;

const People = styled.div`
  max-height: 180px;
  overflow-y: auto;
  margin: ${({ theme }) => theme.space(2)} 0 0 ${({ theme }) => theme.space(6)};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const EditorLabel = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin-bottom: ${({ theme }) => theme.space(1)};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** The API's 400 names the field; anything else is said above the buttons. */
function errorsOf(error: unknown): Errors {
  const fields = apiErrorBody(error)?.fields ?? [];
  const errors: Errors = {};
  for (const { field, message } of fields) {
    const name = field.replace(/^body\./, '');
    if (name === 'recipients' || name === 'subject' || name === 'content') errors[name] = message;
  }
  return Object.keys(errors).length > 0 ? errors : { form: refusalMessage(error, 'The message could not be sent.') };
}

function RecipientOptions({
  recipients,
  chosen,
  onChange,
  disabled,
}: {
  recipients: readonly MessageRecipient[];
  chosen: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  disabled: boolean;
}) {
  return (
    <People role="group" aria-label="Recipients to choose">
      {recipients.map((recipient) => (
        <Option key={recipient.id}>
          <input
            type="checkbox"
            checked={chosen.has(recipient.id)}
            disabled={disabled}
            onChange={(event) => {
              const next = new Set(chosen);
              if (event.target.checked) next.add(recipient.id);
              else next.delete(recipient.id);
              onChange(next);
            }}
          />
          {recipient.name} <Muted>{recipient.services.join(', ')}</Muted>
        </Option>
      ))}
    </People>
  );
}

export interface ComposeMessageProps {
  open: boolean;
  /** The selected service: the administrator writes to its account's users. */
  centerId: string;
  onClose: () => void;
  onSent: () => void;
}

function ComposeForm({ centerId, onClose, onSent }: Omit<ComposeMessageProps, 'open'>) {
  const { api, bus } = usePlatform();
  const recipients = useRecipients(centerId);
  const ids = useId();
  const [to, setTo] = useState<'all' | 'chosen'>('all');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [subject, setSubject] = useState('');
  const [html, setHtml] = useState('');
  const [empty, setEmpty] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  if (recipients.status === 'loading') return <LoadingState label="Loading recipients..." />;
  if (recipients.status === 'failed') {
    return <LoadFailedState error={recipients.error} onRetry={() => void recipients.reload()} />;
  }
  if (recipients.data.length === 0) {
    return <p>There is no one else in your services to write to yet.</p>;
  }

  const validate = (): Errors => ({
    ...(to === 'chosen' && chosen.size === 0 ? { recipients: MESSAGE_TEXTS.chooseRecipients } : {}),
    ...(subject.trim() === '' ? { subject: VALIDATION_MESSAGES.required } : {}),
    ...(empty ? { content: MESSAGE_TEXTS.contentRequired } : {}),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const { sent } = await sendMessage(api, {
        center_id: centerId,
        subject,
        content: html,
        recipients: to === 'all' ? 'all' : [...chosen],
      });
      bus.publish('toast', {
        kind: 'success',
        message: `${MESSAGE_TEXTS.sent} It went to ${sent} ${sent === 1 ? 'person' : 'people'}.`,
      });
      bus.publish('messages.changed', {});
      onSent();
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setSending(false);
    }
  };

  const recipientsErrorId = `${ids}-recipients-error`;
  const contentLabelId = `${ids}-content-label`;
  const contentErrorId = `${ids}-content-error`;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="New message">
      <Fieldset aria-describedby={errors.recipients ? recipientsErrorId : undefined}>
        <legend>To</legend>
        <Option>
          <input
            type="radio"
            name={`${ids}-to`}
            checked={to === 'all'}
            disabled={sending}
            onChange={() => setTo('all')}
          />
          All users of your services ({recipients.data.length})
        </Option>
        <Option>
          <input
            type="radio"
            name={`${ids}-to`}
            checked={to === 'chosen'}
            disabled={sending}
            onChange={() => setTo('chosen')}
          />
          Choose users
        </Option>
        {to === 'chosen' && (
          <RecipientOptions
            recipients={recipients.data}
            chosen={chosen}
            disabled={sending}
            onChange={(next) => {
              setChosen(next);
              setErrors((current) => ({ ...current, recipients: undefined }));
            }}
          />
        )}
        {errors.recipients && <ErrorText id={recipientsErrorId}>{errors.recipients}</ErrorText>}
      </Fieldset>
      <FormField label="Subject" required error={errors.subject}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            value={subject}
            maxLength={MESSAGE_SUBJECT_MAX}
            disabled={sending}
            aria-required="true"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            $invalid={invalid}
            onChange={(event) => {
              setSubject(event.target.value);
              setErrors((current) => ({ ...current, subject: undefined }));
            }}
          />
        )}
      </FormField>
      <EditorLabel id={contentLabelId}>Message</EditorLabel>
      <RichTextEditor
        initialHtml=""
        labelledBy={contentLabelId}
        describedBy={errors.content ? contentErrorId : undefined}
        invalid={Boolean(errors.content)}
        disabled={sending}
        onChange={(next, isEmpty) => {
          setHtml(next);
          setEmpty(isEmpty);
          if (!isEmpty) setErrors((current) => ({ ...current, content: undefined }));
        }}
      />
      {errors.content && <ErrorText id={contentErrorId}>{errors.content}</ErrorText>}
      {errors.form && <ErrorText role="alert">{errors.form}</ErrorText>}
      <Footer>
        <Button type="button" variant="secondary" onClick={onClose} disabled={sending}>
          Cancel
        </Button>
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending...' : 'Send'}
        </Button>
      </Footer>
    </form>
  );
}

/** The compose window; its form starts empty each time it opens. */
export function ComposeMessage({ open, centerId, onClose, onSent }: ComposeMessageProps) {
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title="New message" size="lg">
      {open && <ComposeForm centerId={centerId} onClose={onClose} onSent={onSent} />}
    </Modal>
  );
}
