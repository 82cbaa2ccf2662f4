import { TASK_STATUSES, taskStatusLabel, type TaskStatus } from '@qip/shared-contracts';
import { useField } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../components/Button';
import { Modal } from '../components/Modal';
import { VisuallyHidden } from '../components/Layout';
import { ErrorText, Label } from '../forms/fieldStyles';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Choices = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
  }
`;

/**
 * The task's status (spec: 1 Not started, 2 In progress, 3 Completed), chosen in a picker dialog
 * that can be cleared back to the status the task had.
 */
export function TaskStatusPicker({
  name,
  original,
  disabled,
}: {
  name: string;
  original: TaskStatus;
  disabled?: boolean;
}) {
  const [field, meta, helpers] = useField<number>(name);
  const [open, setOpen] = useState(false);
  const error = meta.touched ? meta.error : undefined;
  const label = taskStatusLabel(field.value);
  return (
    <Field>
      <Label as="span">Status</Label>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Status: ${label}`}
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      {error && <ErrorText>{error}</ErrorText>}
      <Modal
        open={open}
        onOpenChange={setOpen}
        size="sm"
        title="Task status"
        footer={
          <>
            <Button
              variant="secondary"
              onClick={() => {
                void helpers.setValue(original);
                setOpen(false);
              }}
            >
              Clear
            </Button>
            <Button onClick={() => setOpen(false)}>Done</Button>
          </>
        }
      >
        <Choices>
          <VisuallyHidden as="legend">Status</VisuallyHidden>
          {TASK_STATUSES.map((status) => (
            <label key={status}>
              <input
                type="radio"
                name={`${name}-choice`}
                value={status}
                checked={field.value === status}
                onChange={() => void helpers.setValue(status)}
              />
              {taskStatusLabel(status)}
            </label>
          ))}
        </Choices>
      </Modal>
    </Field>
  );
}
