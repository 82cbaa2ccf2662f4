import {
  firstWizardStep,
  parseWizardStep,
  visibleWizardSteps,
  wizardBackTarget,
  wizardStepPath,
} from './serviceDetailsWizard';

describe('the wizard steps', () => {
  it('start at step 0, or at step 1 when onboarding', () => {
    expect(firstWizardStep('edit')).toBe(0);
    expect(firstWizardStep('onboarding')).toBe(1);
  });

  it('are all listed, except step 0 when onboarding', () => {
    expect(visibleWizardSteps('edit').map((item) => item.step)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(visibleWizardSteps('onboarding').map((item) => item.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('each have an address in the mode', () => {
    expect(wizardStepPath('edit', 3)).toBe('/qip/nqa/service-details/3');
    expect(wizardStepPath('onboarding', 3)).toBe('/qip/onboarding/3');
  });

  it('are read from the address only when the mode shows them', () => {
    expect(parseWizardStep('edit', '0')).toBe(0);
    expect(parseWizardStep('edit', '12')).toBe(12);
    expect(parseWizardStep('edit', '13')).toBeNull();
    expect(parseWizardStep('edit', 'x')).toBeNull();
    expect(parseWizardStep('edit', undefined)).toBeNull();
    expect(parseWizardStep('onboarding', '0')).toBeNull();
  });

  it('go back a step, except from step 1: onboarding returns to the legal notice from there', () => {
    expect(wizardBackTarget('edit', 1)).toBeNull();
    expect(wizardBackTarget('edit', 5)).toEqual({ step: 4 });
    expect(wizardBackTarget('onboarding', 1)).toEqual({ path: '/qip/legal-notice' });
    expect(wizardBackTarget('onboarding', 2)).toEqual({ step: 1 });
  });
});
