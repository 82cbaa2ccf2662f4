import { timeOptions } from '@qip/shared-contracts';
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { FormField } from './FormField';
import { Select } from './fieldStyles';

const QUARTER_HOURS = timeOptions(15);
/** Made once: the same elements on every render, so React never compares 96 options again. */
const QUARTER_HOUR_OPTIONS = QUARTER_HOURS.map((time) => (
  <option key={time} value={time}>
    {time}
  </option>
));

export interface TimeSelectFieldProps {
  name: string;
  label: ReactNode;
  /** Hide the label visually (a table column names it); screen readers still read it. */
  hideLabel?: boolean;
  disabled?: boolean;
}

/**
 * A time of day in the spec's format h:mm A ('6:00 AM'), chosen from the quarter hours of the
 * day (a time saved earlier that is not a quarter hour stays selectable).
 */
export function TimeSelectField({ name, label, hideLabel, disabled }: TimeSelectFieldProps) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched ? meta.error : undefined;
  const offTheQuarter = Boolean(field.value) && !QUARTER_HOURS.includes(field.value);
  return (
    <FormField label={label} error={error} hideLabel={hideLabel}>
      {({ id, labelId, describedBy, invalid }) => (
        <Select
          id={id}
          aria-labelledby={labelId}
          {...field}
          value={field.value ?? ''}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          $invalid={invalid}
        >
          {offTheQuarter && <option value={field.value}>{field.value}</option>}
          {QUARTER_HOUR_OPTIONS}
        </Select>
      )}
    </FormField>
  );
}
