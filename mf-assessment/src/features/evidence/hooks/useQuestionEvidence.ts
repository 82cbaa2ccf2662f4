import { EVIDENCE_MESSAGES, type EvidenceDocument } from '@qip/shared-contracts';
import { useColleagueChanges, usePlatform, useResource } from '@qip/shared-ui';
import { useCallback } from 'react';
import { deleteEvidence, editEvidence, linkEvidence, loadEvidence, unlinkEvidence } from '../api/evidenceApi';

/** The spec's toast length for evidence saves. */
export const EVIDENCE_TOAST_MS = 1500;
const EVIDENCE = ['evidence'] as const;

/**
 * The evidence of one answer record, and what changes it. After each change the list reloads
 * and the rest of the portal hears of it (bus 'data.changed'), so the card's count follows; a
 * colleague's change to the centre's evidence reloads it too.
 */
export function useQuestionEvidence(cqrId: string, centerId: string) {
  const { api, bus } = usePlatform();
  const load = useCallback(() => loadEvidence(api, cqrId), [api, cqrId]);
  const evidence = useResource(load);
  const { reload } = evidence;
  useColleagueChanges(EVIDENCE, centerId, reload);

  const changed = useCallback(async () => {
    bus.publish('data.changed', { entity: 'evidence', centerId });
    await reload();
  }, [bus, centerId, reload]);

  const saved = useCallback(async () => {
    bus.publish('toast', { kind: 'success', message: EVIDENCE_MESSAGES.saved, durationMs: EVIDENCE_TOAST_MS });
    await changed();
  }, [bus, changed]);

  /** A new memorable name, or (administrators) a comment's new HTML. */
  const edit = useCallback(
    async (item: EvidenceDocument, change: { label: string } | { comment: string }) => {
      await editEvidence(api, item.id, change);
      bus.publish('toast', { kind: 'info', message: EVIDENCE_MESSAGES.edited, durationMs: EVIDENCE_TOAST_MS });
      await changed();
    },
    [api, bus, changed],
  );

  const remove = useCallback(
    async (item: EvidenceDocument) => {
      await deleteEvidence(api, item.id, item.usedOn.length > 1);
      await changed();
    },
    [api, changed],
  );

  const unlink = useCallback(
    async (item: EvidenceDocument) => {
      await unlinkEvidence(api, item.id, cqrId);
      await changed();
    },
    [api, changed, cqrId],
  );

  const link = useCallback(
    async (item: EvidenceDocument) => {
      await linkEvidence(api, item.id, cqrId);
      await saved();
    },
    [api, cqrId, saved],
  );

  return { evidence, saved, edit, remove, unlink, link };
}
