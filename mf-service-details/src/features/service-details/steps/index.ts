import { hoursStep } from './hoursStep';
import { educatorsStep, employeesStep, roomsStep } from './listSteps';
import { logoStep } from './logoStep';
import {
  contactStep,
  leaderStep,
  locationStep,
  philosophyStep,
  postalStep,
  providerStep,
  serviceStep,
  supervisorStep,
} from './textSteps';
import type { StepDefinition } from './types';

/** The thirteen steps, by number (0 to 12). */
export const STEP_DEFINITIONS: readonly StepDefinition[] = [
  serviceStep,
  locationStep,
  postalStep,
  contactStep,
  providerStep,
  supervisorStep,
  leaderStep,
  hoursStep as unknown as StepDefinition,
  roomsStep as unknown as StepDefinition,
  educatorsStep as unknown as StepDefinition,
  employeesStep as unknown as StepDefinition,
  philosophyStep,
  logoStep as unknown as StepDefinition,
];

export type { StepDefinition, StepFieldsProps } from './types';
