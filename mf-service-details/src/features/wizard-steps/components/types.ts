import type { ServiceDetails, ServiceDetailsSave } from '@qip/shared-contracts';
import type { FormikErrors, FormikValues } from 'formik';
import type { ComponentType } from 'react';

export interface StepFieldsProps {
  details: ServiceDetails;
  /** A viewer session, or a member on a step only administrators change. */
  readOnly: boolean;
  /** Fetches the details again (after the logo changed). */
  reload: () => Promise<void>;
}

/**
 * One wizard step's form: its values from the details, its rules, and what a save sends. A step
 * declares its values with `type`, not `interface`: only a type alias fits FormikValues (a
 * record), so every step is a StepDefinition as it is.
 */
export interface StepDefinition<Values extends FormikValues = FormikValues> {
  step: number;
  /** One line under the heading that says what the step is for. */
  intro: string;
  /** Only an administrator of the service can save this step. */
  adminOnly?: boolean;
  initialValues(details: ServiceDetails): Values;
  validate(values: Values): FormikErrors<Values>;
  /** What Save step sends; a step without it saves by itself (the logo uploads on file choice). */
  toSave?(values: Values): ServiceDetailsSave;
  /** Where a field the API names ('rooms', 'rooms.0.toAge') shows in this form. */
  formPath?(apiPath: string): string;
  Fields: ComponentType<StepFieldsProps>;
}
