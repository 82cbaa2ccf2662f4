import {
  assignedTaskCount,
  formatCalendarDate,
  TASK_MESSAGES,
  taskSectionTitle,
  taskStatusLabel,
  type Question,
  type Task,
  type TaskType,
  type TaskUpdate,
} from '@qip/shared-contracts';
import {
  Button,
  ConfirmDialog,
  createTask,
  ErrorState,
  LoadingState,
  Modal,
  removeTask,
  TaskForm,
  updateTask,
  useCenterUsers,
  usePlatform,
  type Resource,
} from '@qip/shared-ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useQuestionTasks } from '../hooks/useQuestionTasks';

export const TASK_REMOVE_FAILED = 'The task could not be removed. Please try again.';

const Section = styled.section`
  border-top: 1px solid ${({ theme }) => theme.colours.border};
  padding-top: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin: 0;
  }
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Item = styled.li`
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Toggle = styled.button`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  padding: ${({ theme }) => theme.space(3)};
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colours.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  span {
    color: ${({ theme }) => theme.colours.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Editor = styled.div`
  padding: 0 ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)};
`;

const AddForm = styled.div`
  border: 1px dashed ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(3)};
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

export interface QuestionTasksProps {
  /** Evidence tasks (a Yes, or a custom strength) or goal tasks (a No). */
  kind: TaskType;
  question: Pick<Question, 'id' | 'isCustom' | 'label' | 'title'>;
  centerId: string;
  readOnly: boolean;
  /** Opens the 'Add another task' form at once (the question card's 'Add tasks'). */
  startAdding?: boolean;
}

/**
 * 'Manage your evidence tasks' (or strength or goal tasks) of one question: the count with
 * 'Show tasks' / 'Close tasks', one task editor open at a time, 'Add another task', the status
 * picker, removal with a confirmation, and 'Task set and team member notified.' after a new task.
 * Every change is published on the bus so counts elsewhere refresh.
 */
export function QuestionTasks({ kind, question, centerId, readOnly, startAdding = false }: QuestionTasksProps) {
  const { api, bus } = usePlatform();
  const tasks = useQuestionTasks(centerId, question.id, kind);
  const users = useCenterUsers(centerId);
  const headingId = useId();
  const [shown, setShown] = useState(startAdding);
  const [openId, setOpenId] = useState<string | null>(null);
  const [adding, setAdding] = useState(startAdding && !readOnly);
  const [removing, setRemoving] = useState<Task | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const [notified, setNotified] = useState(false);

  const changed = () => bus.publish('data.changed', { entity: 'tasks', centerId });

  const create = async (values: TaskUpdate) => {
    await createTask(api, { ...values, centerId, questionId: question.id, type: kind });
    setAdding(false);
    setShown(true);
    setNotified(true);
    changed();
  };

  const update = async (task: Task, values: TaskUpdate) => {
    await updateTask(api, task.id, values);
    setOpenId(null);
    bus.publish('toast', { kind: 'success', message: 'Task updated.' });
    changed();
  };

  const remove = async () => {
    if (!removing) return;
    setRemoveBusy(true);
    try {
      await removeTask(api, removing.id);
      setRemoving(null);
      setOpenId(null);
      changed();
    } catch {
      bus.publish('toast', { kind: 'error', message: TASK_REMOVE_FAILED });
    } finally {
      setRemoveBusy(false);
    }
  };

  const count = tasks.status === 'ready' ? tasks.data.length : null;

  return (
    <Section aria-labelledby={headingId}>
      <Header>
        <h3 id={headingId}>{taskSectionTitle(kind, question.isCustom)}</h3>
        {count !== null && <Count>{assignedTaskCount(count)}</Count>}
        <Button variant="secondary" size="sm" aria-expanded={shown} onClick={() => setShown(!shown)}>
          {shown ? 'Close tasks' : 'Show tasks'}
        </Button>
      </Header>
      {shown && (
        <TaskList
          tasks={tasks}
          users={users}
          kind={kind}
          readOnly={readOnly}
          openId={openId}
          onToggle={(id) => setOpenId(openId === id ? null : id)}
          onUpdate={update}
          onRemove={setRemoving}
        />
      )}
      {!readOnly &&
        (adding ? (
          <AddForm>
            <h4>Add another task</h4>
            {users.status === 'ready' ? (
              <TaskForm
                kind={kind}
                users={users.data}
                submitLabel="Set task"
                onSubmit={create}
                actions={
                  <Button variant="secondary" onClick={() => setAdding(false)}>
                    Cancel
                  </Button>
                }
              />
            ) : users.status === 'failed' ? (
              <ErrorState onRetry={() => void users.reload()} />
            ) : (
              <LoadingState />
            )}
          </AddForm>
        ) : (
          <Button variant="ghost" size="sm" onClick={() => setAdding(true)}>
            + Add another task
          </Button>
        ))}
      <ConfirmDialog
        open={removing !== null}
        message={TASK_MESSAGES.confirmRemove}
        danger
        busy={removeBusy}
        busyLabel={TASK_MESSAGES.deleting}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
      <Modal
        open={notified}
        onOpenChange={setNotified}
        size="sm"
        title={TASK_MESSAGES.created}
        dismissible={false}
        footer={<Button onClick={() => setNotified(false)}>Close</Button>}
      />
    </Section>
  );
}

function TaskList({
  tasks,
  users,
  kind,
  readOnly,
  openId,
  onToggle,
  onUpdate,
  onRemove,
}: {
  tasks: Resource<Task[]>;
  users: ReturnType<typeof useCenterUsers>;
  kind: TaskType;
  readOnly: boolean;
  openId: string | null;
  onToggle: (id: string) => void;
  onUpdate: (task: Task, values: TaskUpdate) => Promise<void>;
  onRemove: (task: Task) => void;
}) {
  if (tasks.status === 'loading') return <LoadingState />;
  if (tasks.status === 'failed') return <ErrorState onRetry={() => void tasks.reload()} />;
  if (tasks.data.length === 0) return <Count as="p">No tasks yet.</Count>;
  return (
    <List>
      {tasks.data.map((task) => {
        const open = openId === task.id;
        const editorId = `task-editor-${task.id}`;
        return (
          <Item key={task.id}>
            <Toggle type="button" aria-expanded={open} aria-controls={editorId} onClick={() => onToggle(task.id)}>
              <strong>{task.name}</strong>
              <span>
                {task.assigneeName ?? 'Former user'} · due {formatCalendarDate(task.taskDue)} ·{' '}
                {taskStatusLabel(task.status)}
              </span>
            </Toggle>
            {open && (
              <Editor id={editorId}>
                {users.status === 'ready' ? (
                  <TaskForm
                    kind={kind}
                    users={users.data}
                    task={task}
                    submitLabel="Update task"
                    readOnly={readOnly}
                    onSubmit={(values) => onUpdate(task, values)}
                    actions={
                      !readOnly && (
                        <Button variant="danger" onClick={() => onRemove(task)}>
                          Remove task
                        </Button>
                      )
                    }
                  />
                ) : (
                  <LoadingState />
                )}
              </Editor>
            )}
          </Item>
        );
      })}
    </List>
  );
}
