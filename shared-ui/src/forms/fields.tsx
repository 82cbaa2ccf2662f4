import { characterCount, sanitiseDigits, sanitisePhone } from '@qip/shared-contracts/plain';
import { useField, type FieldHelperProps, type FieldInputProps } from 'formik';
import { useState, type FocusEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { FormField } from './FormField';
import { Input, Select, TextArea } from './fieldStyles';

interface BaseFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Keep the label for screen readers only (a table's column heading already shows it). */
  hideLabel?: boolean;
}

type InputKind = 'text' | 'email' | 'phone' | 'digits' | 'number' | 'url' | 'date' | 'time';

export interface TextFieldProps extends BaseFieldProps {
  kind?: InputKind;
  autoComplete?: string;
  maxLength?: number;
  min?: number;
}

const htmlType: Record<InputKind, string> = {
  text: 'text',
  email: 'email',
  phone: 'tel',
  digits: 'text',
  number: 'number',
  url: 'url',
  date: 'date',
  time: 'time',
};

const inputMode: Partial<Record<InputKind, InputHTMLAttributes<HTMLInputElement>['inputMode']>> = {
  phone: 'tel',
  digits: 'numeric',
  email: 'email',
};

/** Keeps only what the field accepts (spec: phones take digits, hyphen, parentheses and plus). */
function sanitise(kind: InputKind, value: string): string {
  if (kind === 'phone') return sanitisePhone(value);
  if (kind === 'digits') return sanitiseDigits(value);
  return value;
}

/** Spec: values are trimmed when a field loses focus. */
function trimOnBlur<Value>(
  field: FieldInputProps<Value>,
  helpers: FieldHelperProps<Value>,
): (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void {
  return (event) => {
    if (typeof field.value === 'string' && field.value !== field.value.trim()) {
      void helpers.setValue(field.value.trim() as Value);
    }
    field.onBlur(event);
  };
}

/** A Formik text input: labelled, error under it once touched, value trimmed on blur. */
export function TextField({ name, label, hint, required, hideLabel, kind = 'text', ...rest }: TextFieldProps) {
  const [field, meta, helpers] = useField<string | number | null | undefined>(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <FormField label={label} hint={hint} required={required} error={error} hideLabel={hideLabel}>
      {({ id, labelId, describedBy, invalid }) => (
        <Input
          id={id}
          name={name}
          type={htmlType[kind]}
          inputMode={inputMode[kind]}
          value={field.value ?? ''}
          onChange={(event) => {
            const next = sanitise(kind, event.target.value);
            void helpers.setValue(kind === 'number' && next !== '' ? Number(next) : next);
          }}
          onBlur={trimOnBlur(field, helpers)}
          aria-invalid={invalid || undefined}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          $invalid={invalid}
          {...rest}
        />
      )}
    </FormField>
  );
}

const PasswordRow = styled.div`
  position: relative;
  display: flex;
  & > input {
    padding-right: 88px;
  }
`;

const Toggle = styled.button`
  position: absolute;
  right: 6px;
  top: 50%;
  transform: translateY(-50%);
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colours.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  padding: 6px 8px;
`;

/** A password input whose text can be shown (spec: password fields can toggle visibility). */
export function PasswordField({
  name,
  label,
  hint,
  required,
  autoComplete = 'current-password',
  disabled,
}: BaseFieldProps & { autoComplete?: string }) {
  const [field, meta] = useField<string>(name);
  const [visible, setVisible] = useState(false);
  const error = meta.touched ? meta.error : undefined;
  return (
    <FormField label={label} hint={hint} required={required} error={error}>
      {({ id, labelId, describedBy, invalid }) => (
        <PasswordRow>
          <Input
            id={id}
            {...field}
            value={field.value ?? ''}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            aria-labelledby={labelId}
            aria-describedby={describedBy}
            aria-required={required || undefined}
            $invalid={invalid}
          />
          <Toggle
            type="button"
            aria-label={visible ? 'Hide password' : 'Show password'}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? 'Hide' : 'Show'}
          </Toggle>
        </PasswordRow>
      )}
    </FormField>
  );
}

export interface SelectOption {
  value: string | number;
  label: string;
}

export function SelectField({
  name,
  label,
  hint,
  required,
  options,
  placeholder = 'Please select',
  disabled,
  hideLabel,
}: BaseFieldProps & { options: readonly SelectOption[] }) {
  const [field, meta, helpers] = useField<string | number | null | undefined>(name);
  const error = meta.touched ? meta.error : undefined;
  const numeric = options.every((option) => typeof option.value === 'number');
  return (
    <FormField label={label} hint={hint} required={required} error={error} hideLabel={hideLabel}>
      {({ id, labelId, describedBy, invalid }) => (
        <Select
          id={id}
          name={name}
          value={field.value ?? ''}
          disabled={disabled}
          onChange={(event) => {
            const raw = event.target.value;
            void helpers.setValue(raw === '' ? '' : numeric ? Number(raw) : raw);
          }}
          onBlur={field.onBlur}
          aria-invalid={invalid || undefined}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          $invalid={invalid}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

export function TextAreaField({
  name,
  label,
  hint,
  required,
  placeholder,
  disabled,
  rows = 5,
  maxLength,
  softLimit,
  hideLabel,
}: BaseFieldProps & {
  rows?: number;
  /** A hard limit: typing stops there, and a counter says how many characters are left. */
  maxLength?: number;
  /** A limit the text may pass while typing: the counter says '+N over the limit' in red. */
  softLimit?: number;
}) {
  const [field, meta, helpers] = useField<string>(name);
  const error = meta.touched ? meta.error : undefined;
  const limit = maxLength ?? softLimit;
  const counter = limit === undefined ? undefined : characterCount((field.value ?? '').length, limit);
  return (
    <FormField label={label} hint={hint} required={required} error={error} hideLabel={hideLabel} counter={counter}>
      {({ id, labelId, describedBy, invalid }) => (
        <TextArea
          id={id}
          {...field}
          value={field.value ?? ''}
          rows={rows}
          maxLength={maxLength}
          placeholder={placeholder}
          disabled={disabled}
          onBlur={trimOnBlur(field, helpers)}
          aria-invalid={invalid || undefined}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          $invalid={invalid}
        />
      )}
    </FormField>
  );
}

const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  cursor: pointer;
  margin-bottom: ${({ theme }) => theme.space(4)};
  & > input {
    width: 18px;
    height: 18px;
  }
`;

export function CheckboxField({ name, label, disabled }: { name: string; label: ReactNode; disabled?: boolean }) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  return (
    <CheckboxLabel>
      <input
        type="checkbox"
        name={field.name}
        checked={Boolean(field.checked)}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={disabled}
      />
      {label}
    </CheckboxLabel>
  );
}
