import { TASK_STATUSES, TASK_STATUS_LABELS, type TaskStatus } from '@qip/shared-contracts';
import { ErrorText, SelectField, useCenterUsers } from '@qip/shared-ui';
import { useField } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';

const Statuses = styled.fieldset`
  border: none;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    cursor: pointer;
  }
  input {
    width: 16px;
    height: 16px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colours.primary};
  }
`;

/** A task report's own filters: the task statuses it includes and one assignee (or anyone). */
export function TaskReportFilters({ centerId }: { centerId: string }) {
  const [status, statusMeta, statusHelpers] = useField<TaskStatus[]>('status');
  const users = useCenterUsers(centerId);
  const errorId = useId();
  const statusError = statusMeta.touched ? statusMeta.error : undefined;
  const toggle = (value: TaskStatus) =>
    void statusHelpers.setValue(
      TASK_STATUSES.filter((candidate) =>
        candidate === value ? !status.value.includes(candidate) : status.value.includes(candidate),
      ),
    );
  return (
    <>
      <Statuses aria-describedby={statusError ? errorId : undefined}>
        <legend>Task status</legend>
        <div>
          {TASK_STATUSES.map((value) => (
            <label key={value}>
              <input type="checkbox" checked={status.value.includes(value)} onChange={() => toggle(value)} />
              {TASK_STATUS_LABELS[value]}
            </label>
          ))}
        </div>
        {statusError && (
          <ErrorText id={errorId} role="alert">
            {statusError}
          </ErrorText>
        )}
      </Statuses>
      <SelectField
        name="assignee_id"
        label="Assignee"
        placeholder="Anyone"
        hint={users.status === 'failed' ? 'The team could not be loaded: the report covers everyone.' : undefined}
        options={(users.data ?? []).map((user) => ({ value: user.id, label: user.name }))}
      />
    </>
  );
}
