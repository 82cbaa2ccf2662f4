import { EVIDENCE_MESSAGES, type EvidenceDocument, type Question } from '@qip/shared-contracts';
import { Button, Modal, Tab, TabList, TabPanel, Tabs, useSelectedService } from '@qip/shared-ui';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useQuestionEvidence } from '../hooks/useQuestionEvidence';
import { EvidenceLibrary } from './EvidenceLibrary';
import { EvidenceList } from './EvidenceList';
import { EvidenceNoteForm } from './EvidenceNoteForm';
import { TextEvidenceForm } from './TextEvidenceForm';
import { UploadEvidenceForm } from './UploadEvidenceForm';

const Banner = styled.p`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.infoSoft};
  border-left: 4px solid ${({ theme }) => theme.colours.info};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Block = styled.div`
  margin-top: ${({ theme }) => theme.space(5)};
  padding-top: ${({ theme }) => theme.space(5)};
  border-top: 1px solid ${({ theme }) => theme.colours.border};
`;

const Panel = styled(TabPanel)`
  padding-top: ${({ theme }) => theme.space(4)};
`;

const LibraryToggle = styled.div`
  margin: ${({ theme }) => theme.space(4)} 0;
`;

type Kind = 'upload' | 'link' | 'comment';

export interface EvidenceModalProps {
  /** A question answered Yes, or a custom strength: it has its answer record. */
  question: Question & { cqrId: string };
  centerId: string;
  readOnly: boolean;
  /** A custom strength's evidence ('Provide evidences of your strength'). */
  strength?: boolean;
  onClose: () => void;
  /** The answer after its general notes were saved. */
  onNoteSaved?: (saved: Question) => void;
  /** The evidence tasks of the question (the tasks feature's), shown under the list. */
  tasksSection?: ReactNode;
}

/**
 * 'Provide evidences': add an upload, a link or a comment (or link one from the service's
 * library), see the question's evidence, rename, unlink or (administrators) remove it, and keep
 * general notes on it.
 */
export function EvidenceModal({
  question,
  centerId,
  readOnly,
  strength = false,
  onClose,
  onNoteSaved,
  tasksSection,
}: EvidenceModalProps) {
  const service = useSelectedService();
  const { evidence, saved, edit, remove, unlink, link } = useQuestionEvidence(question.cqrId, centerId);
  const [kind, setKind] = useState<Kind>('upload');
  const [listOpen, setListOpen] = useState(false);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const userId = service?.userId ?? '';

  const afterSave = async () => {
    setListOpen(true);
    await saved();
  };
  const afterLink = async (item: EvidenceDocument) => {
    setListOpen(true);
    await link(item);
  };

  return (
    <Modal
      open
      size="lg"
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={strength ? EVIDENCE_MESSAGES.titleOfStrength : EVIDENCE_MESSAGES.title}
      description={`${question.label} · ${question.title}`}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <Banner role="note">{question.yesDescription || EVIDENCE_MESSAGES.defaultBanner}</Banner>
      {!readOnly && (
        <>
          <Tabs
            value={kind}
            onValueChange={(value) => setKind(value === 'link' || value === 'comment' ? value : 'upload')}
          >
            <TabList aria-label="Evidence type">
              <Tab value="upload">Upload</Tab>
              <Tab value="link">Link</Tab>
              <Tab value="comment">Comment</Tab>
            </TabList>
            {/* Only the chosen tab's form is mounted, so switching resets its not-filled highlights. */}
            <Panel value="upload">
              <UploadEvidenceForm cqrId={question.cqrId} userId={userId} onSaved={afterSave} />
            </Panel>
            <Panel value="link">
              <TextEvidenceForm kind="link" cqrId={question.cqrId} userId={userId} onSaved={afterSave} />
            </Panel>
            <Panel value="comment">
              <TextEvidenceForm kind="comment" cqrId={question.cqrId} userId={userId} onSaved={afterSave} />
            </Panel>
          </Tabs>
          <LibraryToggle>
            <Button variant="ghost" aria-expanded={libraryOpen} onClick={() => setLibraryOpen(!libraryOpen)}>
              {libraryOpen ? 'Close evidence library' : 'Link existing evidence'}
            </Button>
          </LibraryToggle>
          {libraryOpen && <EvidenceLibrary centerId={centerId} cqrId={question.cqrId} onLink={afterLink} />}
        </>
      )}
      <Block>
        <EvidenceList
          evidence={evidence}
          open={listOpen}
          onOpenChange={setListOpen}
          cqrId={question.cqrId}
          readOnly={readOnly}
          isAdmin={service?.isAdmin ?? false}
          onEdit={edit}
          onUnlink={unlink}
          onDelete={remove}
        />
      </Block>
      {/* The tasks section draws its own separator (it stands alone in the goal modal too). */}
      {tasksSection}
      <Block>
        <EvidenceNoteForm
          question={question}
          centerId={centerId}
          readOnly={readOnly}
          onSaved={(next) => onNoteSaved?.(next)}
        />
      </Block>
    </Modal>
  );
}
