import { basePathOf, isAtOrBelow, stripBasePath, updatedWebinarsPath, userResourcePath, viewerBasePath } from './paths';
import { HOST_APP, REMOTES, isRemoteActive, remoteByName, remoteForPath } from './remotes';

describe('the route table', () => {
  it.each([
    ['/qip/nqa', 'mf-assessment'],
    ['/qip/nqa/3', 'mf-assessment'],
    ['/qip/nqa/mentor-feedback', 'mf-assessment'],
    ['/qip/nqa-dashboard', 'mf-assessment'],
    ['/qip/mentor', 'mf-assessment'],
    ['/qip/nqa/service-details', 'mf-service-details'],
    ['/qip/nqa/service-details/12', 'mf-service-details'],
    ['/qip/legal-notice', 'mf-service-details'],
    ['/qip/auth/onboarding', 'mf-service-details'],
    ['/qip/reports', 'mf-reports-tasks'],
    ['/qip/tasks/Eli Nguyen', 'mf-reports-tasks'],
    ['/qip/pricing-plans', 'mf-accounts-billing'],
    ['/qip/user-management/services', 'mf-accounts-billing'],
    ['/qip/auth/signup', 'mf-accounts-billing'],
    ['/qip/user-resource', 'mf-resources'],
    ['/viewer-42/qip/tasks', 'mf-reports-tasks'],
  ])('%s belongs to %s', (path, name) => {
    expect(remoteForPath(path)?.name).toBe(name);
  });

  it.each(['/', '/qip', '/qip/auth', '/qip/auth/login', '/hub-app-launch-redirect', '/qip/nqax', '/qip/mentors'])(
    '%s belongs to no remote',
    (path) => {
      expect(remoteForPath(path)).toBeUndefined();
    },
  );

  it('gives every remote exactly the addresses no other remote claims', () => {
    for (const remote of REMOTES) {
      for (const route of remote.routes) {
        const owners = REMOTES.filter((candidate) => isRemoteActive(candidate, route));
        expect(owners.map((owner) => owner.name)).toEqual([remote.name]);
      }
    }
  });

  it('gives every app of the table routes, a container name webpack accepts and its own dev port', () => {
    expect(REMOTES.map((remote) => remote.name)).toEqual([
      'mf-assessment',
      'mf-reports-tasks',
      'mf-service-details',
      'mf-accounts-billing',
      'mf-resources',
    ]);
    for (const remote of REMOTES) {
      expect(remote.routes.length).toBeGreaterThan(0);
      expect(remote.federationName).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
    }
    const ports = [HOST_APP.devPort, ...REMOTES.map((remote) => remote.devPort)];
    expect(new Set(ports).size).toBe(ports.length);
  });

  it('finds a remote by name and refuses an unknown one', () => {
    expect(remoteByName('mf-resources').federationName).toBe('mf_resources');
    expect(() => remoteByName('mf-nope' as never)).toThrow('Unknown remote');
  });
});

describe('paths', () => {
  it('matches an address at or below a prefix, not a longer sibling', () => {
    expect(isAtOrBelow('/qip/nqa', '/qip/nqa')).toBe(true);
    expect(isAtOrBelow('/qip/nqa/1', '/qip/nqa')).toBe(true);
    expect(isAtOrBelow('/qip/nqa-dashboard', '/qip/nqa')).toBe(false);
  });

  it('strips and finds the viewer base path', () => {
    expect(viewerBasePath('42')).toBe('/viewer-42');
    expect(stripBasePath('/viewer-42/qip/nqa')).toBe('/qip/nqa');
    expect(stripBasePath('/viewer-42')).toBe('/');
    expect(stripBasePath('/qip/nqa')).toBe('/qip/nqa');
    expect(basePathOf('/viewer-42/qip/nqa')).toBe('/viewer-42');
    expect(basePathOf('/qip/nqa')).toBe('');
  });

  it('links into the resource centre at a tab, an element, a product or a tutorial', () => {
    expect(userResourcePath()).toBe('/qip/user-resource');
    expect(userResourcePath({ tab: 'qip', element: '1.3.2' })).toBe('/qip/user-resource?tab=qip&element=1.3.2');
    expect(userResourcePath({ tab: 'tutorials', tutorial: 't 1' })).toBe(
      '/qip/user-resource?tab=tutorials&tutorial=t+1',
    );
    expect(updatedWebinarsPath('a/b')).toBe('/qip/user-resource/updated-webinars/a%2Fb');
  });
});
