import {
  QUESTION_CATEGORY_LABELS,
  questionPath,
  TASK_MESSAGES,
  taskModalTitle,
  type Task,
  type TaskUpdate,
} from '@qip/shared-contracts';
import {
  Button,
  ConfirmDialog,
  ErrorState,
  LoadingState,
  Modal,
  removeTask,
  TaskForm,
  updateTask,
  useCenterUsers,
  usePlatform,
  usePortalNavigate,
} from '@qip/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useTask } from '../hooks/useTask';

export const TASK_REMOVE_FAILED = 'The task could not be removed. Please try again.';

const Info = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.primarySoft};
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
  }
`;

/**
 * 'Manage this evidence task' / 'Manage this goal task': the task info, its fields with Update
 * task, Go to question (the area page at the question) and Remove task with its confirmation.
 */
export function TaskModal({
  taskId,
  centerId,
  readOnly,
  onClose,
}: {
  taskId: string;
  centerId: string;
  readOnly: boolean;
  onClose: () => void;
}) {
  const task = useTask(taskId);
  return (
    <Modal
      open
      size="lg"
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={task.status === 'ready' ? taskModalTitle(task.data.type) : 'Manage this task'}
    >
      {task.status === 'loading' && <LoadingState />}
      {task.status === 'failed' && <ErrorState onRetry={() => void task.reload()} />}
      {task.status === 'ready' && (
        <TaskDetails task={task.data} centerId={centerId} readOnly={readOnly} onDone={onClose} />
      )}
    </Modal>
  );
}

function TaskDetails({
  task,
  centerId,
  readOnly,
  onDone,
}: {
  task: Task;
  centerId: string;
  readOnly: boolean;
  onDone: () => void;
}) {
  const { api, bus } = usePlatform();
  const { go } = usePortalNavigate();
  const users = useCenterUsers(task.centerId);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);

  const changed = () => bus.publish('data.changed', { entity: 'tasks', centerId });

  const update = async (values: TaskUpdate) => {
    await updateTask(api, task.id, values);
    bus.publish('toast', { kind: 'success', message: 'Task updated.' });
    changed();
    onDone();
  };

  const remove = async () => {
    setRemoving(true);
    try {
      await removeTask(api, task.id);
      setConfirming(false);
      changed();
      onDone();
    } catch {
      bus.publish('toast', { kind: 'error', message: TASK_REMOVE_FAILED });
    } finally {
      setRemoving(false);
    }
  };

  const goToQuestion = () =>
    go(
      questionPath({
        areaId: task.nqaArea,
        elementLabel: task.info.nqaLabel,
        category: task.info.questionType,
        questionId: task.questionId,
      }),
    );

  return (
    <>
      <section aria-label="Task info">
        <Info>
          <dt>NQA</dt>
          <dd>{task.info.nqaSubLevel}</dd>
          <dt>Question type</dt>
          <dd>{QUESTION_CATEGORY_LABELS[task.info.questionType]}</dd>
          <dt>Description</dt>
          <dd>{task.info.description}</dd>
        </Info>
      </section>
      {users.status === 'loading' && <LoadingState />}
      {users.status === 'failed' && <ErrorState onRetry={() => void users.reload()} />}
      {users.status === 'ready' && (
        <TaskForm
          kind={task.type}
          users={users.data}
          task={task}
          submitLabel="Update task"
          readOnly={readOnly}
          onSubmit={update}
          actions={
            <>
              <Button variant="secondary" onClick={goToQuestion}>
                Go to question
              </Button>
              {!readOnly && (
                <Button variant="danger" onClick={() => setConfirming(true)}>
                  Remove task
                </Button>
              )}
            </>
          }
        />
      )}
      <ConfirmDialog
        open={confirming}
        message={TASK_MESSAGES.confirmRemove}
        danger
        busy={removing}
        busyLabel={TASK_MESSAGES.deleting}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
