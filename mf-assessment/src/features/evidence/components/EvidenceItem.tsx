import {
  commentHtmlToText,
  commentTextToHtml,
  COMMENT_TIME_ZONE,
  DELETE_EVIDENCE_QUESTION,
  EVIDENCE_COMMENT_MAX,
  EVIDENCE_LABEL_MAX,
  EVIDENCE_MESSAGES,
  EVIDENCE_TITLE_LABELS,
  formatDisplayDate,
  joinLabels,
  refusalMessage,
  usedElsewhereQuestion,
  type EvidenceDocument,
} from '@qip/shared-contracts';
import { Button, ConfirmDialog, ErrorText, SafeHtml, TextAreaField, TextField } from '@qip/shared-ui';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import { EvidenceFile } from './EvidenceFile';

const Item = styled.li`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.surface};
`;

const Kind = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.colours.textMuted};
`;

const Label = styled.h4`
  font-size: ${({ theme }) => theme.fontSizes.md};
  margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(2)};
`;

const Files = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Meta = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
  margin-top: ${({ theme }) => theme.space(2)};
`;

const Link = styled.a`
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

export const CHANGE_FAILED = 'The evidence could not be changed. Please try again.';

/** 'Also used for 2.1.1 and 3.2.1' for the questions other than this one. */
export function otherUses(item: EvidenceDocument, cqrId: string): string[] {
  return item.usedOn.filter((use) => use.cqrId !== cqrId).map((use) => use.label);
}

export interface EvidenceItemProps {
  item: EvidenceDocument;
  cqrId: string;
  readOnly: boolean;
  isAdmin: boolean;
  /** A new memorable name, or (administrators) a comment's new HTML. */
  onEdit: (item: EvidenceDocument, change: { label: string } | { comment: string }) => Promise<void>;
  onUnlink: (item: EvidenceDocument) => Promise<void>;
  onDelete: (item: EvidenceDocument) => Promise<void>;
}

/**
 * One evidence item: kind, memorable name, its files, address or comment, when and by whom it
 * was added, and where else it is used. Anyone renames or takes it off this question;
 * administrators delete it everywhere (asked first, naming the other questions).
 */
export function EvidenceItem({ item, cqrId, readOnly, isAdmin, onEdit, onUnlink, onDelete }: EvidenceItemProps) {
  const [renaming, setRenaming] = useState(false);
  const [editingComment, setEditingComment] = useState(false);
  const [confirming, setConfirming] = useState<'unlink' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const elsewhere = otherUses(item, cqrId);
  const headingId = `evidence-${item.id}`;

  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      setConfirming(null);
    } catch (error) {
      setConfirming(null);
      setFailure(refusalMessage(error, CHANGE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  const date = formatDisplayDate(item.uploadDate, item.title === 'comment' ? COMMENT_TIME_ZONE : undefined);

  return (
    <Item aria-labelledby={headingId}>
      <Kind>{EVIDENCE_TITLE_LABELS[item.title]}</Kind>
      {renaming ? (
        <Formik
          initialValues={{ label: item.label }}
          validate={({ label }) => (label.trim() === '' ? { label: EVIDENCE_MESSAGES.nameRequired } : {})}
          onSubmit={async ({ label }) => {
            setFailure(null);
            try {
              await onEdit(item, { label: label.trim() });
              setRenaming(false);
            } catch (error) {
              setFailure(refusalMessage(error, CHANGE_FAILED));
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form aria-label={`Rename ${item.label}`}>
              <TextField name="label" label="Memorable name" required maxLength={EVIDENCE_LABEL_MAX} />
              <Actions>
                <Button type="submit" size="sm" busy={isSubmitting} busyLabel="Saving...">
                  Save name
                </Button>
                <Button variant="secondary" size="sm" onClick={() => setRenaming(false)} disabled={isSubmitting}>
                  Cancel
                </Button>
              </Actions>
            </Form>
          )}
        </Formik>
      ) : (
        <Label id={headingId}>{item.label}</Label>
      )}
      {item.title === 'evidence' && (
        <Files aria-label="Files">
          {item.url.map((file) => (
            <EvidenceFile key={file.id} file={file} />
          ))}
        </Files>
      )}
      {item.title === 'link' && (
        <Link href={item.name} target="_blank" rel="noopener noreferrer">
          {item.name}
        </Link>
      )}
      {item.title === 'comment' &&
        (editingComment ? (
          <Formik
            initialValues={{ text: commentHtmlToText(item.name) }}
            validate={({ text }) => (text.trim() === '' ? { text: 'This field is required.' } : {})}
            onSubmit={async ({ text }) => {
              setFailure(null);
              try {
                await onEdit(item, { comment: commentTextToHtml(text) });
                setEditingComment(false);
              } catch (error) {
                setFailure(refusalMessage(error, CHANGE_FAILED));
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form aria-label={`Edit the comment ${item.label}`}>
                <TextAreaField name="text" label="Comment" required rows={5} maxLength={EVIDENCE_COMMENT_MAX} />
                <Actions>
                  <Button type="submit" size="sm" busy={isSubmitting} busyLabel="Saving...">
                    Save comment
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setEditingComment(false)}
                    disabled={isSubmitting}
                  >
                    Cancel
                  </Button>
                </Actions>
              </Form>
            )}
          </Formik>
        ) : (
          <SafeHtml html={item.name} />
        ))}
      <Meta>
        Added {date} by {item.userName || 'a former user'}
        {elsewhere.length > 0 && <> · Also used for {joinLabels(elsewhere)}</>}
      </Meta>
      {failure && <ErrorText role="alert">{failure}</ErrorText>}
      {!readOnly && !renaming && !editingComment && (
        <Actions>
          <Button variant="secondary" size="sm" onClick={() => setRenaming(true)} aria-describedby={headingId}>
            Edit name
          </Button>
          {/* Spec: only administrators edit a comment's text. */}
          {isAdmin && item.title === 'comment' && (
            <Button variant="secondary" size="sm" onClick={() => setEditingComment(true)} aria-describedby={headingId}>
              Edit comment
            </Button>
          )}
          <Button variant="secondary" size="sm" onClick={() => setConfirming('unlink')} aria-describedby={headingId}>
            Unlink
          </Button>
          {isAdmin && (
            <Button variant="danger" size="sm" onClick={() => setConfirming('delete')} aria-describedby={headingId}>
              Remove
            </Button>
          )}
        </Actions>
      )}
      <ConfirmDialog
        open={confirming === 'unlink'}
        message={`Take '${item.label}' off this question? It stays in your evidence library.`}
        confirmLabel="Unlink"
        cancelLabel="Cancel"
        busy={busy}
        busyLabel="Unlinking..."
        onConfirm={() => void act(() => onUnlink(item))}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        message={elsewhere.length > 0 ? usedElsewhereQuestion(elsewhere) : DELETE_EVIDENCE_QUESTION}
        danger
        busy={busy}
        busyLabel="Removing..."
        onConfirm={() => void act(() => onDelete(item))}
        onCancel={() => setConfirming(null)}
      />
    </Item>
  );
}
