import { ServiceHoursFields, serviceHoursValues, type ServiceHoursValues } from '@qip/shared-ui';
import { validateServiceHours } from '@qip/shared-ui/service-hours-rules';
import type { StepDefinition } from './types';

export const hoursStep: StepDefinition<ServiceHoursValues> = {
  step: 7,
  intro: 'When your service is open, its outside school hours sessions and vacation care.',
  initialValues: serviceHoursValues,
  validate: validateServiceHours,
  toSave: (values) => values,
  Fields: ServiceHoursFields,
};
