import { questionPath, SAT, SAT_REPORT_PATH, type SatEntry } from '@qip/shared-contracts';
import { Drawer, EmptyState, ErrorState, LoadingState, usePortalNavigate } from '@qip/shared-ui';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSatActions } from '../hooks/useSatActions';
import { useSatDrafts } from '../hooks/useSatDrafts';
import { useSatEntries } from '../hooks/useSatEntries';
import { useSatRemoval } from '../hooks/useSatRemoval';
import { SatDescriptionsNotice } from './SatDescriptionsNotice';
import { SatStrengthEditor } from './SatStrengthEditor';

export const SAT_DRAWER_TITLE = 'Your SAT strengths';

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

const Notice = styled(SatDescriptionsNotice)`
  margin-right: auto;
  align-self: center;
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
  const navigate = useNavigate();
  const { onLinkClick } = usePortalNavigate();
  const entries = useSatEntries(centerId);
  const actions = useSatActions(centerId);
  const drafts = useSatDrafts();
  const removal = useSatRemoval(centerId);

  const list = entries.status === 'ready' ? entries.data : [];

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
            <Notice texts={list.map(drafts.textOf)} />
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
                <SatStrengthEditor
                  key={entry.id}
                  entry={entry}
                  text={drafts.textOf(entry)}
                  readOnly={readOnly}
                  onTextChange={(text) => drafts.setText(entry, text)}
                  onSave={(text, version) => actions.save(entry, text, version)}
                  onGoTo={() => goTo(entry)}
                  onRemove={() => removal.request(entry)}
                />
              ))}
            </Entries>
          </Element>
        ))}
      </Drawer>
      {removal.dialog}
    </>
  );
}
