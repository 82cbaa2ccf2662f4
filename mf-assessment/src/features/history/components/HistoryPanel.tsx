import {
  changeSummary,
  formatChangeTime,
  HISTORY_MESSAGES,
  refusalMessage,
  type ChangeEntry,
  type Question,
} from '@qip/shared-contracts';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  LoadFailedState,
  LoadingState,
  Modal,
  Pager,
  usePlatform,
} from '@qip/shared-ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { restoreVersion } from '../api/historyApi';
import { useHistory } from '../hooks/useHistory';
import { TextVersion } from '../../common';

/** Who made a change whose user has since been removed. */
const FORMER_USER = 'A former user';

const Entries = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Entry = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  padding-bottom: ${({ theme }) => theme.space(4)};
`;

const Summary = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Meta = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const Versions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

function HistoryEntry({
  entry,
  readOnly,
  onRestore,
}: {
  entry: ChangeEntry;
  readOnly: boolean;
  onRestore: (entry: ChangeEntry) => void;
}) {
  const summaryId = useId();
  return (
    <Entry>
      <Summary id={summaryId}>{changeSummary(entry)}</Summary>
      <Meta>
        {entry.userName ?? FORMER_USER}, <time dateTime={entry.at}>{formatChangeTime(entry.at)}</time>
      </Meta>
      <Versions>
        <TextVersion heading="Before" text={entry.before} />
        <TextVersion heading="After" text={entry.after} />
      </Versions>
      {entry.restorable && !readOnly && (
        <Button variant="secondary" size="sm" aria-describedby={summaryId} onClick={() => onRestore(entry)}>
          {HISTORY_MESSAGES.restore}
        </Button>
      )}
    </Entry>
  );
}

/**
 * The History of one question for the centre: every change to its answer, texts, evidence,
 * tasks and SAT description, newest first, a page at a time. A text can be put back ('Restore
 * this version', after a confirmation); the restore is itself a change, so nothing is lost.
 */
export function HistoryPanel({
  question,
  centerId,
  readOnly,
  onClose,
  onRestored,
}: {
  question: Question;
  centerId: string;
  readOnly: boolean;
  onClose: () => void;
  /** A text was put back: what shows it is reloaded. */
  onRestored: () => void;
}) {
  const { api, bus } = usePlatform();
  const [page, setPage] = useState(1);
  const history = useHistory(centerId, question.id, page);
  const [restoring, setRestoring] = useState<ChangeEntry | null>(null);
  const [busy, setBusy] = useState(false);

  const restore = async (entry: ChangeEntry) => {
    setBusy(true);
    try {
      await restoreVersion(api, entry.id);
      bus.publish('toast', { kind: 'success', message: HISTORY_MESSAGES.restored });
      bus.publish('data.changed', { entity: 'questions', centerId });
      setRestoring(null);
      if (page === 1) await history.reload();
      else setPage(1);
      onRestored();
    } catch (error) {
      bus.publish('toast', { kind: 'error', message: refusalMessage(error, HISTORY_MESSAGES.restoreFailed) });
    } finally {
      setBusy(false);
    }
  };

  const body = (() => {
    if (history.status === 'loading') return <LoadingState />;
    if (history.status === 'failed')
      return <LoadFailedState error={history.error} onRetry={() => void history.reload()} />;
    const { entries, total, pageSize } = history.data;
    if (entries.length === 0) return <EmptyState title={HISTORY_MESSAGES.empty} />;
    return (
      <>
        <Entries aria-label="Changes, newest first">
          {entries.map((entry) => (
            <HistoryEntry key={entry.id} entry={entry} readOnly={readOnly} onRestore={setRestoring} />
          ))}
        </Entries>
        <Pager page={page} pageCount={Math.ceil(total / pageSize)} onChange={setPage} label="History pages" />
      </>
    );
  })();

  return (
    <>
      <Modal
        open
        size="lg"
        onOpenChange={(next) => {
          if (!next) onClose();
        }}
        title={`${HISTORY_MESSAGES.title}: ${question.label}`}
        description={question.title}
        footer={
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        }
      >
        {body}
      </Modal>
      {restoring && (
        <ConfirmDialog
          open
          title={`${HISTORY_MESSAGES.restore}?`}
          message={HISTORY_MESSAGES.restoreConfirm}
          confirmLabel="Restore"
          cancelLabel="Cancel"
          busy={busy}
          busyLabel="Restoring..."
          onConfirm={() => void restore(restoring)}
          onCancel={() => setRestoring(null)}
        />
      )}
    </>
  );
}
