import {
  questionPath,
  refusalMessage,
  SAT,
  SAT_MESSAGES,
  SAT_REPORT_PATH,
  satDescriptionsNotice,
  type SatEntry,
} from '@qip/shared-contracts';
import {
  ConfirmDialog,
  Drawer,
  EmptyState,
  ErrorState,
  LoadingState,
  usePlatform,
  usePortalNavigate,
} from '@qip/shared-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSatActions } from '../hooks/useSatActions';
import { useSatEntries } from '../hooks/useSatEntries';
import { SatDrawerEntry } from './SatDrawerEntry';

export const SAT_DRAWER_TITLE = 'Your SAT strengths';
export const SAT_REMOVE_FAILED = 'The strength could not be removed from the SAT. Please try again.';

const Element = styled.section`
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const ElementTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Entries = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Notice = styled.p<{ $over: boolean }>`
  margin-right: auto;
  align-self: center;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ $over, theme }) => ($over ? theme.colours.danger : theme.colours.success)};
`;

const ReportLink = styled.a`
  align-self: center;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colours.primary};
`;

/** The strengths grouped by element, in the SAT's order (the standard's). */
function byElement(entries: readonly SatEntry[]): Array<{ label: string; entries: SatEntry[] }> {
  const groups = new Map<string, SatEntry[]>();
  entries.forEach((entry) => groups.set(entry.label, [...(groups.get(entry.label) ?? []), entry]));
  return [...groups].map(([label, grouped]) => ({ label, entries: grouped }));
}

/**
 * The SAT drawer (spec): the chosen strengths by element, each description editable and saved
 * as the user types, with Copy to clipboard, Go to strength, Remove and Save; Go to report.
 */
export function SatDrawer({
  centerId,
  readOnly,
  open,
  onClose,
}: {
  centerId: string;
  readOnly: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const { bus } = usePlatform();
  const navigate = useNavigate();
  const { onLinkClick } = usePortalNavigate();
  const entries = useSatEntries(centerId);
  const actions = useSatActions(centerId);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<SatEntry | null>(null);
  const [removing, setRemoving] = useState(false);

  const list = entries.status === 'ready' ? entries.data : [];
  const textOf = (entry: SatEntry) => drafts[entry.id] ?? entry.sat_description;
  const notice = satDescriptionsNotice(list.map(textOf));

  const remove = async (entry: SatEntry) => {
    setRemoving(true);
    try {
      await actions.remove(entry);
      setConfirming(null);
    } catch (error) {
      bus.publish('toast', { kind: 'error', message: refusalMessage(error, SAT_REMOVE_FAILED) });
    } finally {
      setRemoving(false);
    }
  };

  const goTo = (entry: SatEntry) => {
    onClose();
    navigate(
      questionPath({
        areaId: entry.area_id,
        elementLabel: entry.label,
        category: entry.type,
        questionId: entry.question_id,
      }),
    );
  };

  return (
    <>
      <Drawer
        open={open}
        onOpenChange={(next) => {
          if (!next) onClose();
        }}
        title={SAT_DRAWER_TITLE}
        description={`Describe each strength you chose for your self-assessment, in up to ${SAT.descriptionLimit} characters.`}
        footer={
          <>
            {notice && (
              <Notice role="status" $over={notice === SAT_MESSAGES.overLimit}>
                {notice}
              </Notice>
            )}
            <ReportLink href={SAT_REPORT_PATH} onClick={onLinkClick(SAT_REPORT_PATH)}>
              Go to report
            </ReportLink>
          </>
        }
      >
        {entries.status === 'loading' && <LoadingState />}
        {entries.status === 'failed' && <ErrorState onRetry={() => void entries.reload()} />}
        {entries.status === 'ready' && list.length === 0 && (
          <EmptyState
            title="No strengths in your SAT yet."
            description="Answer a question Yes, then choose Add to SAT on its card."
          />
        )}
        {byElement(list).map((group) => (
          <Element key={group.label} aria-labelledby={`sat-element-${group.label}`}>
            <ElementTitle id={`sat-element-${group.label}`}>Element {group.label}</ElementTitle>
            <Entries>
              {group.entries.map((entry) => (
                <SatDrawerEntry
                  key={entry.id}
                  entry={entry}
                  text={textOf(entry)}
                  readOnly={readOnly}
                  onTextChange={(text) => setDrafts((current) => ({ ...current, [entry.id]: text }))}
                  onSave={async (text) => {
                    await actions.save(entry, text);
                  }}
                  onGoTo={() => goTo(entry)}
                  onRemove={() => {
                    // Spec: a strength with a saved description is removed only after a confirmation.
                    if (entry.hasData && entry.hasDataDescription) setConfirming(entry);
                    else void remove(entry);
                  }}
                />
              ))}
            </Entries>
          </Element>
        ))}
      </Drawer>
      <ConfirmDialog
        open={confirming !== null}
        message={SAT_MESSAGES.removeConfirm}
        danger
        busy={removing}
        busyLabel="Removing..."
        onConfirm={() => {
          if (confirming) void remove(confirming);
        }}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
