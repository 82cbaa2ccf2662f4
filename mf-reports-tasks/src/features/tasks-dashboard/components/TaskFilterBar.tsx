import { TASK_MESSAGES } from '@qip/shared-contracts';
import { AreaCheckboxes, Button, ErrorText, Input, Label } from '@qip/shared-ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { FilterChange, TaskFilters } from '../hooks/useTaskFilters';

const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colours.surface};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const RangeError = styled(ErrorText)`
  flex-basis: 100%;
  margin: 0;
`;

const Toggle = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(1)};
`;

/** One end of the due-date range; both ends point to the range's one error message. */
function DueDateField({
  label,
  value,
  invalid,
  errorId,
  onChange,
}: {
  label: string;
  value: string;
  invalid: boolean;
  errorId: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        $invalid={invalid}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

/**
 * The dashboard's filters: NQA areas, a due-date range (from after to is an error and disables
 * Filter), the assignee's name, and All / Overdue (applied at once). Typed filters apply on Filter.
 */
export function TaskFilterBar({ filters, onChange }: { filters: TaskFilters; onChange: (next: FilterChange) => void }) {
  const [draft, setDraft] = useState(filters);
  const ids = { assignee: useId(), error: useId() };
  // The address may change under the form (back, a link): show what it says.
  useEffect(() => setDraft(filters), [filters]);

  const reversed = draft.from !== '' && draft.to !== '' && draft.from > draft.to;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reversed) return;
    onChange({ areas: draft.areas, from: draft.from, to: draft.to, assignee: draft.assignee.trim() });
  };
  return (
    <Bar role="search" aria-label="Filter tasks" onSubmit={submit} noValidate>
      <AreaCheckboxes legend="NQA areas" value={draft.areas} onChange={(areas) => setDraft({ ...draft, areas })} />
      <DueDateField
        label="Due from"
        value={draft.from}
        invalid={reversed}
        errorId={ids.error}
        onChange={(from) => setDraft({ ...draft, from })}
      />
      <DueDateField
        label="Due to"
        value={draft.to}
        invalid={reversed}
        errorId={ids.error}
        onChange={(to) => setDraft({ ...draft, to })}
      />
      <Field>
        <Label htmlFor={ids.assignee}>Assignee name</Label>
        <Input
          id={ids.assignee}
          type="search"
          value={draft.assignee}
          onChange={(event) => setDraft({ ...draft, assignee: event.target.value })}
        />
      </Field>
      <Button type="submit" disabled={reversed}>
        Filter
      </Button>
      <Toggle role="group" aria-label="Which tasks">
        <Button
          variant={filters.overdue ? 'secondary' : 'primary'}
          aria-pressed={!filters.overdue}
          onClick={() => onChange({ overdue: false })}
        >
          All
        </Button>
        <Button
          variant={filters.overdue ? 'primary' : 'secondary'}
          aria-pressed={filters.overdue}
          onClick={() => onChange({ overdue: true })}
        >
          Overdue
        </Button>
      </Toggle>
      {reversed && (
        <RangeError id={ids.error} role="alert">
          {TASK_MESSAGES.dateRangeReversed}
        </RangeError>
      )}
    </Bar>
  );
}
