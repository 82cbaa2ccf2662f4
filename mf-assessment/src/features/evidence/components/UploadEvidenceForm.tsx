import {
  EVIDENCE_ACCEPT,
  EVIDENCE_LABEL_MAX,
  EVIDENCE_MESSAGES,
  evidenceFileProblem,
  fileFamily,
  formatBytes,
  isPreviewableImage,
} from '@qip/shared-contracts';
import { Button, ErrorText, FileFamilyIcon, ProgressBar, TextField, usePlatform } from '@qip/shared-ui';
import { Form, Formik } from 'formik';
import { useEffect, useId, useMemo, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { useEvidenceUploads, type UploadProgress } from '../hooks/useEvidenceUploads';
import { Thumbnail } from './EvidenceFile';

const DropZone = styled.div<{ $over: boolean }>`
  border: 2px dashed ${({ $over, theme }) => ($over ? theme.colours.primary : theme.colours.borderStrong)};
  background: ${({ $over, theme }) => ($over ? theme.colours.primarySoft : theme.colours.background)};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(5)};
  text-align: center;
  margin-bottom: ${({ theme }) => theme.space(4)};
  label {
    color: ${({ theme }) => theme.colours.primary};
    text-decoration: underline;
    cursor: pointer;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  input:focus-visible + label {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }
`;

/** The file chooser itself, hidden: its label is the visible, keyboard-reachable control. */
const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
`;

const Chosen = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const ChosenFile = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Details = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  overflow-wrap: anywhere;
`;

const Small = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
`;

/** A chosen file's preview: the image itself (100 × 75) or its family's icon. */
function Preview({ file }: { file: File }) {
  const url = useMemo(() => (isPreviewableImage(file) ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url ? <Thumbnail src={url} alt={`Preview of ${file.name}`} /> : <FileFamilyIcon family={fileFamily(file)} />;
}

function Status({ file, progress }: { file: File; progress: UploadProgress | undefined }) {
  const { uploadMaxBytes } = usePlatform();
  const problem = evidenceFileProblem(file, uploadMaxBytes);
  if (problem) return <ErrorText>{problem}</ErrorText>;
  if (!progress || progress.state === 'waiting') return <Small>{formatBytes(file.size)}</Small>;
  if (progress.state === 'failed') return <ErrorText role="alert">{progress.message}</ErrorText>;
  const percent = progress.state === 'done' ? 100 : Math.round(progress.fraction * 100);
  return <ProgressBar value={percent} label={`Uploading ${file.name}`} />;
}

/**
 * The Upload tab: a memorable name and one or more files, chosen or dropped. Files the browser
 * can already tell are refused (programs, too large) are marked and not sent; the API judges
 * the rest from their bytes. Each file shows a bar while it is sent.
 */
export function UploadEvidenceForm({
  cqrId,
  userId,
  onSaved,
}: {
  cqrId: string;
  userId: string;
  onSaved: () => Promise<void>;
}) {
  const inputId = useId();
  const { uploadMaxBytes } = usePlatform();
  const [files, setFiles] = useState<readonly File[]>([]);
  const [over, setOver] = useState(false);
  const [selectionProblem, setSelectionProblem] = useState<string | null>(null);
  const uploads = useEvidenceUploads();
  const sendable = files.filter((file) => evidenceFileProblem(file, uploadMaxBytes) === null);

  const choose = (list: FileList | null) => {
    const chosen = list ? Array.from(list) : [];
    uploads.clear();
    setSelectionProblem(chosen.length === 0 ? EVIDENCE_MESSAGES.invalidSelection : null);
    if (chosen.length > 0) setFiles((current) => [...current, ...chosen]);
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    choose(event.dataTransfer.files);
  };

  return (
    <Formik
      initialValues={{ label: '' }}
      validate={({ label }) => (label.trim() === '' ? { label: EVIDENCE_MESSAGES.nameRequired } : {})}
      onSubmit={async ({ label }, { resetForm }) => {
        const refused = await uploads.upload({ cqrId, label: label.trim(), userId, files: sendable });
        if (refused.length < sendable.length) await onSaved();
        // Kept files leave the form; refused ones stay with why, to be replaced or sent again.
        if (refused.length === 0) {
          resetForm();
          uploads.clear();
        }
        setFiles(refused);
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Upload evidence">
          <TextField name="label" label="Memorable name" required maxLength={EVIDENCE_LABEL_MAX} />
          <DropZone
            $over={over}
            onDragOver={(event) => {
              event.preventDefault();
              setOver(true);
            }}
            onDragLeave={() => setOver(false)}
            onDrop={drop}
          >
            <FileInput
              id={inputId}
              type="file"
              multiple
              accept={EVIDENCE_ACCEPT}
              disabled={isSubmitting}
              onChange={(event) => {
                choose(event.currentTarget.files);
                event.currentTarget.value = '';
              }}
            />
            <label htmlFor={inputId}>Choose files</label> or drag and drop them here
            <br />
            <Small>
              PDF, images, Word, Excel, PowerPoint, ZIP, video or audio, up to {formatBytes(uploadMaxBytes)} each
            </Small>
          </DropZone>
          {selectionProblem && <ErrorText role="alert">{selectionProblem}</ErrorText>}
          {files.length > 0 && (
            <Chosen aria-label="Chosen files">
              {files.map((file, index) => (
                <ChosenFile key={`${file.name}-${index}`}>
                  <Preview file={file} />
                  <Details>
                    <span>{file.name}</span>
                    <Status file={file} progress={uploads.progress.get(file)} />
                  </Details>
                  {!isSubmitting && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove ${file.name} from the upload`}
                      onClick={() => {
                        uploads.clear();
                        setFiles((current) => current.filter((_, at) => at !== index));
                      }}
                    >
                      ×
                    </Button>
                  )}
                </ChosenFile>
              ))}
            </Chosen>
          )}
          <Button type="submit" disabled={sendable.length === 0} busy={isSubmitting} busyLabel="Uploading...">
            Upload
          </Button>
        </Form>
      )}
    </Formik>
  );
}
