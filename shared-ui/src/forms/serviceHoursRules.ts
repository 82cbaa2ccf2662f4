import { ServiceDetailsRulesSchema } from '@qip/shared-contracts/schemas';
import type { ServiceHoursValues } from './ServiceHoursFields';
import { formikErrorsFromSchema } from './zodErrors';

// An entry of its own (@qip/shared-ui/service-hours-rules): the contract's schemas load with the
// forms that check hours, not with shared-ui's main entry, which every page loads at start.

const hoursSchema = ServiceDetailsRulesSchema.pick({
  operatingHours: true,
  outsideSchoolHours: true,
  vacationCareHours: true,
});

/** The hours' field messages: the contract's rules, as the API would answer. */
export function validateServiceHours(values: ServiceHoursValues) {
  return formikErrorsFromSchema<ServiceHoursValues>(hoursSchema, values);
}
