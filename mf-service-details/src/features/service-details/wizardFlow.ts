import { LAST_STEP, PATHS } from '@qip/shared-contracts';
import { SERVICE_DETAILS_ROUTES } from '../../shared/routes';

/** The wizard edits a service's details, or walks a newly added service through them. */
export type WizardMode = 'edit' | 'onboarding';

/** Where the base path goes: step 1 when onboarding (step 0 is hidden then), else step 0. */
export const firstStep = (mode: WizardMode) => (mode === 'onboarding' ? 1 : 0);

export function stepPath(mode: WizardMode, step: number): string {
  return mode === 'onboarding' ? SERVICE_DETAILS_ROUTES.onboardingStep(step) : PATHS.serviceDetailsStep(step);
}

/** A step number from the address, or null when it is not one this mode shows. */
export function parseStep(mode: WizardMode, value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,2}$/.test(value)) return null;
  const step = Number(value);
  return step >= firstStep(mode) && step <= LAST_STEP ? step : null;
}

/**
 * Where Back a step goes, or null when there is none. The spec: step 1 has no back button
 * unless onboarding, where it returns to the legal notice the onboarding started from.
 */
export function backTarget(mode: WizardMode, step: number): { step: number } | { path: string } | null {
  if (mode === 'onboarding') return step === 1 ? { path: PATHS.legalNotice } : { step: step - 1 };
  return step >= 2 ? { step: step - 1 } : null;
}

/** Finish Later and Finish: back to the dashboard. */
export const LEAVE_TO = PATHS.nqa;
