import {
  apiErrorBody,
  asTaskStatus,
  GOAL_TASK_FIELD_LABELS,
  localCalendarDate,
  refusalMessage,
  TASK_MESSAGES,
  TASK_PRIORITY_LABELS,
  taskDraftProblems,
  type CenterUser,
  type Task,
  type TaskType,
  type TaskUpdate,
} from '@qip/shared-contracts';
import { Form, Formik } from 'formik';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../components/Button';
import { SelectField, TextAreaField, TextField } from '../forms/fields';
import { ErrorText, FieldRow } from '../forms/fieldStyles';
import { TaskStatusPicker } from './TaskStatusPicker';

export const TASK_SAVE_FAILED = 'The task could not be saved. It is still here: please try again.';

export interface TaskFormValues {
  name: string;
  asignee: string;
  taskDue: string;
  summary: string;
  status: number;
  step_outcome: string;
  success_measure: string;
  progress_notes: string;
  priority: '' | 'low' | 'medium' | 'high';
}

/** A new task starts Not started, with no due date and no priority (spec section 4). */
export function taskFormValues(task?: Task | null): TaskFormValues {
  return {
    name: task?.name ?? '',
    asignee: task?.assignee ?? '',
    taskDue: task?.taskDue.slice(0, 10) ?? '',
    summary: task?.summary ?? '',
    status: task?.status ?? 1,
    step_outcome: task?.step_outcome ?? '',
    success_measure: task?.success_measure ?? '',
    progress_notes: task?.progress_notes ?? '',
    priority: task?.priority ?? '',
  };
}

/** The form's values as the API takes them (only goal tasks carry the goal columns). */
function toTaskUpdate(values: TaskFormValues, kind: TaskType): TaskUpdate {
  const goal = kind === 'goal';
  return {
    name: values.name.trim(),
    asignee: values.asignee,
    taskDue: values.taskDue,
    summary: values.summary.trim(),
    status: asTaskStatus(values.status) ?? 1,
    step_outcome: goal ? values.step_outcome.trim() : '',
    success_measure: goal ? values.success_measure.trim() : '',
    progress_notes: goal ? values.progress_notes.trim() : '',
    priority: goal && values.priority !== '' ? values.priority : null,
  };
}

/** What to tell the user when a save fails: a refusal's reason, a field the API named, or that it is kept. */
function failureOf(error: unknown): string {
  const field = apiErrorBody(error)?.fields?.[0];
  if (field && field.field !== 'body') return field.message;
  return refusalMessage(error, TASK_SAVE_FAILED);
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space(2)};
`;

export interface TaskFormProps {
  kind: TaskType;
  users: readonly CenterUser[];
  /** The task being edited; none for a new one. */
  task?: Task | null;
  /** 'Set task' for a new one, 'Update task' for an edit. */
  submitLabel: string;
  readOnly?: boolean;
  /** Saves; a rejection keeps what was typed and says why. */
  onSubmit: (values: TaskUpdate) => Promise<void>;
  /** Further buttons beside the save (Remove task, Go to question, Cancel). */
  actions?: ReactNode;
}

/**
 * A task's fields (spec sections 2 and 5): Task name, Task for, To be completed by, Task summary
 * and status; goal tasks also the columns of the regulator's improvement plan. Name, summary,
 * assignee and status are required and the due date is today or later (or the task's own).
 */
export function TaskForm({ kind, users, task, submitLabel, readOnly = false, onSubmit, actions }: TaskFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const original = task ? (asTaskStatus(task.status) ?? 3) : 1;
  return (
    <Formik<TaskFormValues>
      initialValues={taskFormValues(task)}
      validate={(values) => taskDraftProblems(values, localCalendarDate(), task?.taskDue)}
      onSubmit={async (values) => {
        setFailure(null);
        try {
          await onSubmit(toTaskUpdate(values, kind));
        } catch (error) {
          setFailure(failureOf(error));
        }
      }}
    >
      {({ isSubmitting, isValid, submitCount }) => (
        <Form noValidate aria-label={task ? `Edit task ${task.name}` : 'New task'}>
          <TextField name="name" label="Task name" required maxLength={255} disabled={readOnly} />
          <FieldRow>
            <SelectField
              name="asignee"
              label="Task for"
              required
              options={users.map((user) => ({ value: user.id, label: user.name }))}
              placeholder="Choose a team member"
              disabled={readOnly}
            />
            <TextField name="taskDue" label="To be completed by" kind="date" required disabled={readOnly} />
          </FieldRow>
          <TextAreaField name="summary" label="Task summary" required rows={3} maxLength={5000} disabled={readOnly} />
          {kind === 'goal' && (
            <>
              <TextAreaField
                name="step_outcome"
                label={GOAL_TASK_FIELD_LABELS.step_outcome}
                rows={3}
                maxLength={5000}
                disabled={readOnly}
              />
              <FieldRow>
                <TextAreaField
                  name="success_measure"
                  label={GOAL_TASK_FIELD_LABELS.success_measure}
                  rows={2}
                  maxLength={5000}
                  disabled={readOnly}
                />
                <TextAreaField
                  name="progress_notes"
                  label={GOAL_TASK_FIELD_LABELS.progress_notes}
                  rows={2}
                  maxLength={5000}
                  disabled={readOnly}
                />
              </FieldRow>
              <SelectField
                name="priority"
                label={GOAL_TASK_FIELD_LABELS.priority}
                options={Object.entries(TASK_PRIORITY_LABELS).map(([value, label]) => ({ value, label }))}
                placeholder="Not set"
                disabled={readOnly}
              />
            </>
          )}
          <TaskStatusPicker name="status" original={original} disabled={readOnly} />
          {submitCount > 0 && !isValid && <ErrorText role="alert">{TASK_MESSAGES.fillAll}</ErrorText>}
          {failure && <ErrorText role="alert">{failure}</ErrorText>}
          <Actions>
            {actions}
            {!readOnly && (
              <Button type="submit" busy={isSubmitting} busyLabel="Saving...">
                {submitLabel}
              </Button>
            )}
          </Actions>
        </Form>
      )}
    </Formik>
  );
}
