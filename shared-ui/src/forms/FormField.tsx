import { useId, type ReactNode } from 'react';
import { Counter, ErrorText, FieldWrapper, Hint, Label, LabelRow, RequiredMark } from './fieldStyles';

export interface FormFieldProps {
  label: ReactNode;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (control: { id: string; labelId: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  /** Keep the label for screen readers only (a table's column heading already shows it). */
  hideLabel?: boolean;
  /** A character counter under the control (see TextAreaField's limits). */
  counter?: { text: string; over: boolean };
}

/**
 * Label, control, hint and error, wired together for screen readers. The control is named by
 * aria-labelledby (the label's id); a visible label is also a <label for> so a click on it
 * focuses the control. A hidden label is a plain span: a week of opening hours holds 56 hidden
 * time pickers, and every <label for> makes jsdom walk the whole document whenever any
 * control's labels are looked up (the hours step's tests took 40 s).
 */
export function FormField({ label, children, error, hint, required, hideLabel, counter }: FormFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const counterId = counter ? `${id}-counter` : undefined;
  const describedBy = [hintId, counterId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <FieldWrapper>
      {/* The asterisk sits beside the label, not in it, so the label reads as the field's name. */}
      <LabelRow $hidden={hideLabel}>
        {hideLabel ? (
          <span id={labelId}>{label}</span>
        ) : (
          <Label id={labelId} htmlFor={id}>
            {label}
          </Label>
        )}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </LabelRow>
      {children({ id, labelId, describedBy, invalid: Boolean(error) })}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {counter && (
        <Counter id={counterId} $over={counter.over}>
          {counter.text}
        </Counter>
      )}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </FieldWrapper>
  );
}
