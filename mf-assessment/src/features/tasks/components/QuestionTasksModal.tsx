import { taskSectionTitle, type Question, type TaskType } from '@qip/shared-contracts';
import { Button, Modal } from '@qip/shared-ui';
import { QuestionTasks } from './QuestionTasks';

/** A question's tasks of one kind on their own (the question card's 'Add tasks' and view buttons). */
export function QuestionTasksModal({
  kind,
  question,
  centerId,
  readOnly,
  startAdding,
  onClose,
}: {
  kind: TaskType;
  question: Question;
  centerId: string;
  readOnly: boolean;
  startAdding: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      open
      size="lg"
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={`${taskSectionTitle(kind, question.isCustom)}: ${question.label}`}
      // A custom item's title is 'custom'; its description says what it is.
      description={question.isCustom ? question.description : question.title}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <QuestionTasks
        kind={kind}
        question={question}
        centerId={centerId}
        readOnly={readOnly}
        startAdding={startAdding}
      />
    </Modal>
  );
}
