import { demoAuthenticatedState, demoService } from '@qip/shared-ui/testing';
import { isMenuDisabled, serviceGuard } from './serviceGuard';
import { showsSmallScreenNotice } from './smallScreen';

const withService = (overrides: Parameters<typeof demoService>[0]) => {
  const service = demoService(overrides);
  return demoAuthenticatedState({ services: [service], selectedService: service });
};

describe('serviceGuard (payment and trial guards)', () => {
  it('lets a usable service through', () => {
    expect(serviceGuard('/qip/nqa', withService({ diffTime: 20 }))).toEqual({ kind: 'none' });
  });

  it('sends a service whose payment failed to update the payment method, before any trial check', () => {
    const state = withService({ status: 'notoverdue', redirectPaymentFailed: true, diffTime: 4 });
    expect(serviceGuard('/qip/tasks', state)).toEqual({ kind: 'redirect', to: '/qip/update-payment-method' });
    expect(serviceGuard('/qip/nqa', withService({ redirectPaymentFailed: true, diffTime: -3 }))).toEqual({
      kind: 'redirect',
      to: '/qip/update-payment-method',
    });
    expect(isMenuDisabled(state)).toBe(true);
    expect(isMenuDisabled(withService({ diffTime: 3 }))).toBe(false);
  });

  it.each([0, -5])('sends an administrator with %i days left to the pricing plans', (diffTime) => {
    expect(serviceGuard('/qip/reports', withService({ diffTime, status: 'subscribe' }))).toEqual({
      kind: 'redirect',
      to: '/qip/pricing-plans',
    });
  });

  it("tells a member that their administrator's account has expired", () => {
    expect(serviceGuard('/qip/nqa', withService({ diffTime: -3, status: 'subscribe', role: 'member' }))).toEqual({
      kind: 'administrator-expired',
    });
  });

  it.each([
    '/qip/update-payment-method',
    '/qip/pricing-plans',
    '/qip/payment',
    '/qip/user-management/services',
    '/qip/help',
  ])('does not guard %s, where the block is lifted', (path) => {
    expect(serviceGuard(path, withService({ redirectPaymentFailed: true, diffTime: -1 }))).toEqual({ kind: 'none' });
  });

  it('does nothing for a user without services', () => {
    expect(serviceGuard('/qip/nqa', demoAuthenticatedState({ services: [], selectedService: null }))).toEqual({
      kind: 'none',
    });
  });
});

describe('showsSmallScreenNotice', () => {
  it.each([
    ['/qip/nqa', 767, true],
    ['/qip/nqa', 768, false],
    ['/qip/auth', 600, false],
    ['/qip/auth/forgot-password', 600, false],
    ['/qip/auth/onboarding', 600, true],
    ['/viewer-7/qip/tasks', 600, true],
    ['/qip/pricing-plans', 600, false],
    ['/qip/auth/free-trial', 600, false],
    ['/qip/auth/signup', 600, false],
    ['/qip/payment', 600, false],
    ['/qip/update-payment-method', 600, false],
    ['/qip/auth/login', 600, false],
    ['/hub-app-launch-redirect', 600, false],
  ])('%s at %i px: notice %p', (path, width, shown) => {
    expect(showsSmallScreenNotice(path, width)).toBe(shown);
  });
});
