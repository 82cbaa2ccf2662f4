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
  hoursStep,
  roomsStep,
  educatorsStep,
  employeesStep,
  philosophyStep,
  logoStep,
];
