// How the service-details wizard moves between its steps (assessment spec section 4 and the
// onboarding of accounts-billing): where it starts, which steps an address may name, and Back.
import { PATHS } from '../routes/paths';
import { LAST_STEP, SERVICE_DETAILS_STEPS } from './serviceDetails';

/** The wizard edits a service's details, or walks a newly added service through them. */
export type WizardMode = 'edit' | 'onboarding';

/** Where the base path goes: step 1 when onboarding (step 0 is hidden then), else step 0. */
export const firstWizardStep = (mode: WizardMode) => (mode === 'onboarding' ? 1 : 0);

/** The steps the wizard lists: all thirteen, or steps 1 to 12 when onboarding. */
export function visibleWizardSteps(mode: WizardMode) {
  return SERVICE_DETAILS_STEPS.filter((item) => item.step >= firstWizardStep(mode));
}

export function wizardStepPath(mode: WizardMode, step: number): string {
  return mode === 'onboarding' ? PATHS.onboardingStep(step) : PATHS.serviceDetailsStep(step);
}

/** A step number from the address, or null when it is not one this mode shows. */
export function parseWizardStep(mode: WizardMode, value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,2}$/.test(value)) return null;
  const step = Number(value);
  return step >= firstWizardStep(mode) && step <= LAST_STEP ? step : null;
}

/**
 * Where Back a step goes, or null when there is none. The spec: step 1 has no back button
 * unless onboarding, where it returns to the legal notice the onboarding started from.
 */
export function wizardBackTarget(mode: WizardMode, step: number): { step: number } | { path: string } | null {
  if (mode === 'onboarding') return step === 1 ? { path: PATHS.legalNotice } : { step: step - 1 };
  return step >= 2 ? { step: step - 1 } : null;
}

/** Finish Later and Finish: back to the dashboard. */
export const WIZARD_LEAVE_TO = PATHS.nqa;
