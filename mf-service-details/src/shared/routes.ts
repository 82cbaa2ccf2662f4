import { PATHS } from '@qip/shared-contracts';

/** The addresses of this remote's pages below the route table's (PATHS) entries. */
export const SERVICE_DETAILS_ROUTES = {
  onboardingStep: (step: number) => `${PATHS.onboarding}/${step}`,
  authOnboardingStep: (step: number) => `${PATHS.authOnboarding}/${step}`,
  /** The trial-finish flow for a signed-in administrator (the sign-up issue links here). */
  trialFinishType: `${PATHS.onboarding}/finish-free-trial-signup`,
  trialFinishName: `${PATHS.onboarding}/finish-free-trial-signup/service-name`,
  authTrialFinishName: `${PATHS.finishFreeTrialSignup}/service-name`,
} as const;
