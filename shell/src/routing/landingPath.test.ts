import { demoAuthenticatedState, demoService } from '@qip/shared-ui/testing';
import { landingPathOf } from './landingPath';

const withService = (overrides: Parameters<typeof demoService>[0]) => {
  const service = demoService(overrides);
  return demoAuthenticatedState({ services: [service], selectedService: service });
};

describe('landingPathOf (where an address ends once the routing redirects are followed)', () => {
  it('lands a login on the dashboard, and an address of a page on that page', () => {
    const usable = withService({ diffTime: 20 });
    expect(landingPathOf('/qip/auth', usable)).toBe('/qip/nqa');
    expect(landingPathOf('/', usable)).toBe('/qip/nqa');
    expect(landingPathOf('/qip/nqa/3', usable)).toBe('/qip/nqa/3');
    expect(landingPathOf('/viewer-42/qip/nqa/', usable)).toBe('/qip/nqa');
  });

  it("lands an administrator whose trial ended on the pricing plans, and a member's on no page", () => {
    expect(landingPathOf('/qip/auth', withService({ diffTime: -5, status: 'subscribe' }))).toBe('/qip/pricing-plans');
    expect(landingPathOf('/qip/auth', withService({ diffTime: -5, status: 'subscribe', role: 'member' }))).toBeNull();
  });

  it('is null while signed out or loading', () => {
    expect(landingPathOf('/qip/nqa', { status: 'anonymous' })).toBeNull();
    expect(landingPathOf('/qip/nqa', { status: 'loading' })).toBeNull();
  });
});
