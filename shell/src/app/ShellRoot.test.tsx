import { alignAddressWithBasePath } from './ShellRoot';

const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

describe('alignAddressWithBasePath', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('puts a viewer session under /viewer-{userId}', () => {
    window.history.replaceState(null, '', '/qip/tasks?page=2#top');
    alignAddressWithBasePath('/viewer-42');
    expect(address()).toBe('/viewer-42/qip/tasks?page=2#top');
  });

  it("takes another session's viewer base path off the address", () => {
    window.history.replaceState(null, '', '/viewer-42/qip/nqa');
    alignAddressWithBasePath('');
    expect(address()).toBe('/qip/nqa');
    window.history.replaceState(null, '', '/viewer-42/qip/nqa');
    alignAddressWithBasePath('/viewer-7');
    expect(address()).toBe('/viewer-7/qip/nqa');
  });

  it('leaves an address that already fits alone', () => {
    window.history.replaceState(null, '', '/viewer-42/qip/nqa');
    alignAddressWithBasePath('/viewer-42');
    expect(address()).toBe('/viewer-42/qip/nqa');
    window.history.replaceState(null, '', '/qip/nqa');
    alignAddressWithBasePath('');
    expect(address()).toBe('/qip/nqa');
  });
});
