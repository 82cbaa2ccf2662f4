import { TextAreaField } from './fields';

/** The service's statement of philosophy, as the wizard (step 11) and the SAT page edit it. */
export function PhilosophyField({ disabled, rows = 12 }: { disabled?: boolean; rows?: number }) {
  return (
    <TextAreaField
      name="philosophy"
      label="Statement of philosophy"
      required
      rows={rows}
      disabled={disabled}
      hint="Your service's values and beliefs about children, families and learning, as you would share them with families and the regulator."
    />
  );
}
