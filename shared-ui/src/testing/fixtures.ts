import type { AuthenticatedPortalState, User, UserCenter } from '@qip/shared-contracts';

export const demoUser: User = {
  id: 'user-director',
  username: 'director@sunshine.test',
  name: 'Dana Director',
  email: 'director@sunshine.test',
  userType: 'ADMIN',
  role: 'admin',
  stripeId: 'cus_demo_sunshine',
  adminId: 'user-director',
  accountId: 'account-sunshine',
  accountName: 'Sunshine Early Learning',
  centerId: 'center-paddington',
  centerIds: ['center-paddington', 'center-newtown'],
  phone: null,
  streetAddress: null,
  suburb: null,
  state: null,
  postalCode: null,
  telNum: null,
  mobileNum: null,
  additionalEmail: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

export function demoService(overrides: Partial<UserCenter> = {}): UserCenter {
  return {
    id: 'center-paddington',
    name: 'Sunshine Paddington',
    status: 'active',
    hasSub: true,
    has_qip: true,
    serviceCatId: 1,
    diffTime: 20,
    redirectPaymentFailed: false,
    role: 'admin',
    trialEndDate: null,
    subscriptionEndDate: '11-12-2026',
    ...overrides,
  };
}

export function demoAuthenticatedState(overrides: Partial<AuthenticatedPortalState> = {}): AuthenticatedPortalState {
  const service = demoService();
  return {
    status: 'authenticated',
    session: {
      accessToken: 'test-token',
      userId: demoUser.id,
      centerId: service.id,
      stripeId: demoUser.stripeId,
      viewer: false,
    },
    user: demoUser,
    services: [service],
    selectedService: service,
    basePath: '',
    ...overrides,
  };
}

export const demoMentor: User = {
  ...demoUser,
  id: 'user-mentor',
  username: 'mentor@holisticqip.test',
  name: 'Morgan Mentor',
  email: 'mentor@holisticqip.test',
  userType: 'MENTOR',
  stripeId: null,
  adminId: null,
  accountId: null,
  accountName: null,
  centerId: null,
  centerIds: [],
};

/** A mentor signed in: no service of their own. */
export function demoMentorState(): AuthenticatedPortalState {
  return demoAuthenticatedState({
    session: { accessToken: 'mentor-token', userId: demoMentor.id, centerId: null, stripeId: null, viewer: false },
    user: demoMentor,
    services: [],
    selectedService: null,
  });
}
