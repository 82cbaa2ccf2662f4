import { hubLink, HUB_PATHS } from './hub';
import { launchLinkSearch, parseLaunchAddress, portalTargetOf } from './launchLink';

describe('portalTargetOf (where a launch link may lead)', () => {
  it.each([
    ['/qip/tasks', '/qip/tasks'],
    ['/qip/tasks/Eli Nguyen', '/qip/tasks/Eli Nguyen'],
    ['/qip/nqa/3?tab=sat#q12', '/qip/nqa/3?tab=sat#q12'],
    ['/viewer-42/qip/reports', '/qip/reports'],
    ['/', '/'],
  ])('%s leads to %s', (value, target) => {
    expect(portalTargetOf(value)).toBe(target);
  });

  it.each([
    '',
    'qip/tasks',
    '//evil.example/qip',
    'https://evil.example',
    '/\\evil.example',
    '/qip\n',
    '/hub-app-launch-redirect',
  ])('refuses %p', (value) => {
    expect(portalTargetOf(value)).toBeNull();
  });
});

describe('launch link addresses', () => {
  it('reads the plain variant and writes it back the same', () => {
    const plain = {
      userId: 'user-1',
      centerId: 'center-2',
      stripeId: 'cus_3',
      accessToken: 'token-abc',
      counter: '4',
      target: '/qip/tasks',
    };
    const search = launchLinkSearch(plain);
    expect(search).toBe(
      '?userId=user-1&centerId=center-2&stripeId=cus_3&accessToken=token-abc&counter=4&target=%2Fqip%2Ftasks',
    );
    expect(parseLaunchAddress(search)).toEqual({ kind: 'plain', ...plain });
  });

  it('reads the encrypted variant', () => {
    const search = launchLinkSearch({ tokenHash: 'th', auth: 'a.b.c', authHash: 'ah', target: null });
    expect(parseLaunchAddress(search)).toEqual({
      kind: 'encrypted',
      tokenHash: 'th',
      auth: 'a.b.c',
      authHash: 'ah',
      target: null,
    });
  });

  it('is incomplete without the fields a variant needs', () => {
    expect(parseLaunchAddress('?userId=1&counter=2')).toEqual({ kind: 'incomplete' });
    expect(parseLaunchAddress('?tokenHash=1&auth=2')).toEqual({ kind: 'incomplete' });
    expect(parseLaunchAddress('')).toEqual({ kind: 'incomplete' });
  });

  it('drops a target outside the portal rather than following it', () => {
    const parsed = parseLaunchAddress('?userId=1&accessToken=t&counter=1&target=https%3A%2F%2Fevil.example');
    expect(parsed).toMatchObject({ kind: 'plain', target: null });
  });
});

describe('hubLink', () => {
  it('joins the configured hub address and a hub page', () => {
    expect(hubLink('https://hub.example/', HUB_PATHS.paymentFailed)).toBe('https://hub.example/payment/failed');
    expect(hubLink('https://hub.example', HUB_PATHS.newService)).toBe(
      'https://hub.example/plans/app_redirect-new_service',
    );
  });
});
