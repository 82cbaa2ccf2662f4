import type { Question, TaskType } from '@qip/shared-contracts';
import { refusalMessage } from '@qip/shared-contracts';
import { Button, ConfirmDialog, usePlatform, SpreadRow } from '@qip/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { QuestionTasks, QuestionTaskSummary, QuestionTasksModal, useTaskCounts } from '../../tasks';
import { EvidenceIndicator, EvidenceModal } from '../../evidence';
import type { SatSelection } from '../../sat';
import { useCustomItems } from '../hooks/useCustomItems';
import { CustomItemModal, type CustomItemTarget } from './CustomItemModal';

export const DELETE_QUESTION = 'Are you sure you want to delete this question?';
export const REMOVE_FAILED = 'The item could not be removed. Please try again.';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(8)};
`;

const Head = styled(SpreadRow)`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Item = styled.li<{ $strength: boolean }>`
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px dashed ${({ theme }) => theme.colours.borderStrong};
  background: ${({ $strength, theme }) => ($strength ? theme.colours.successSoft : theme.colours.warningSoft)};
`;

const Kind = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-transform: uppercase;
  letter-spacing: 0.05em;
`;

const Text = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(3)};
  white-space: pre-line;
`;

const Footer = styled(SpreadRow).attrs({ $gap: 2 })`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colours.textMuted};
`;

type Editing = { item?: Question } | null;

/** 'Custom created goals & strengths' of an element and category: add, edit, remove. */
export function CustomItemsSection({
  items,
  target,
  readOnly,
  sat,
  adding,
  onAddingChange,
  onChanged,
}: {
  items: readonly Question[];
  target: CustomItemTarget;
  readOnly: boolean;
  /** Choosing custom strengths for the SAT. */
  sat: SatSelection;
  /** The add modal is open (the page's 'Add your own goals & strengths' opens it too). */
  adding: boolean;
  onAddingChange: (open: boolean) => void;
  onChanged: () => Promise<void>;
}) {
  const api = useCustomItems();
  const { bus } = usePlatform();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Question | null>(null);
  const [evidenceOf, setEvidenceOf] = useState<(Question & { cqrId: string }) | null>(null);
  const [busy, setBusy] = useState(false);

  const modal: Editing = editing ?? (adding ? {} : null);
  const closeModal = () => {
    setEditing(null);
    onAddingChange(false);
  };

  const taskCountOf = useTaskCounts(target.centerId);
  const [tasksOf, setTasksOf] = useState<{ item: Question; kind: TaskType; adding: boolean } | null>(null);

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await api.remove(removing, target.centerId);
      setRemoving(null);
      await onChanged();
    } catch (error) {
      bus.publish('toast', { kind: 'error', message: refusalMessage(error, REMOVE_FAILED) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section aria-labelledby="custom-items-title">
      <Head>
        <Heading id="custom-items-title">Custom created goals &amp; strengths</Heading>
        {!readOnly && (
          <Button variant="secondary" onClick={() => onAddingChange(true)}>
            Add your custom goals or strengths
          </Button>
        )}
      </Head>
      {items.length === 0 ? (
        <Empty>No custom goals or strengths for this element and category yet.</Empty>
      ) : (
        <List>
          {items.map((item) => {
            const strength = item.status === 1;
            const { cqrId } = item;
            const textId = `custom-item-${item.id}`;
            return (
              <Item key={item.id} $strength={strength} aria-label={strength ? 'Strength' : 'Goal'}>
                <Kind>{strength ? 'Strength' : 'Goal'}</Kind>{' '}
                {strength && cqrId && <EvidenceIndicator count={item.evidenceCount} />}
                <Text id={textId}>{item.description}</Text>
                <Footer>
                  <span>Post by {item.authorName ?? 'a former user'}</span>
                  <Buttons>
                    {strength && cqrId && (
                      <Button variant="secondary" size="sm" onClick={() => setEvidenceOf({ ...item, cqrId })}>
                        {readOnly ? 'View evidence' : 'Provide evidence'}
                      </Button>
                    )}
                    {!readOnly && (
                      <>
                        <Button variant="secondary" size="sm" onClick={() => setEditing({ item })}>
                          Edit this
                        </Button>
                        <Button variant="danger" size="sm" onClick={() => setRemoving(item)}>
                          Remove
                        </Button>
                      </>
                    )}
                  </Buttons>
                </Footer>
                {sat.row(item, { readOnly, describedBy: textId })}
                {/* A strength gathers evidence (strength tasks); a goal has goal tasks. */}
                <QuestionTaskSummary
                  questionTitle={item.description}
                  counts={taskCountOf(item.id)}
                  addKind={strength ? 'evidence' : 'goal'}
                  readOnly={readOnly}
                  onOpen={(kind, adding) => setTasksOf({ item, kind, adding })}
                />
              </Item>
            );
          })}
        </List>
      )}
      {modal && (
        <CustomItemModal
          target={target}
          item={modal.item}
          onClose={closeModal}
          onSaved={() => {
            closeModal();
            void onChanged();
          }}
        />
      )}
      {tasksOf && (
        <QuestionTasksModal
          kind={tasksOf.kind}
          question={tasksOf.item}
          centerId={target.centerId}
          readOnly={readOnly}
          startAdding={tasksOf.adding}
          onClose={() => setTasksOf(null)}
        />
      )}
      {evidenceOf && (
        <EvidenceModal
          question={evidenceOf}
          centerId={target.centerId}
          readOnly={readOnly}
          strength
          tasksSection={
            <QuestionTasks kind="evidence" question={evidenceOf} centerId={target.centerId} readOnly={readOnly} />
          }
          onClose={() => {
            setEvidenceOf(null);
            void onChanged();
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        message={DELETE_QUESTION}
        danger
        busy={busy}
        busyLabel="Removing..."
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </Section>
  );
}
