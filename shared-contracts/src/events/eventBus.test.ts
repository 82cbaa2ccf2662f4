import { createEventBus } from './eventBus';
import type { PortalEvents } from './portalEvents';

describe('createEventBus', () => {
  it('delivers each event to the subscribers of its name only, with its payload', () => {
    const bus = createEventBus<PortalEvents>();
    const toasts: unknown[] = [];
    const navigations: unknown[] = [];
    bus.on('toast').subscribe((payload) => toasts.push(payload));
    bus.on('navigate').subscribe((payload) => navigations.push(payload));

    bus.publish('toast', { kind: 'success', message: 'Changes saved!' });
    bus.publish('navigate', { to: '/qip/tasks' });

    expect(toasts).toEqual([{ kind: 'success', message: 'Changes saved!' }]);
    expect(navigations).toEqual([{ to: '/qip/tasks' }]);
  });

  it('does not replay past events to a late subscriber', () => {
    const bus = createEventBus<PortalEvents>();
    bus.publish('progress.changed', { centerId: 'c1' });
    const seen: unknown[] = [];
    bus.on('progress.changed').subscribe((payload) => seen.push(payload));
    expect(seen).toEqual([]);
  });

  it('shows every event on all$, in order', () => {
    const bus = createEventBus<PortalEvents>();
    const all: string[] = [];
    bus.all$.subscribe((message) => all.push(message.type));
    bus.publish('session.changed', { userId: 'u1' });
    bus.publish('service.selected', { centerId: 'c1' });
    expect(all).toEqual(['session.changed', 'service.selected']);
  });

  it('two buses are separate channels (which is why the shell makes the only one)', () => {
    const first = createEventBus<PortalEvents>();
    const second = createEventBus<PortalEvents>();
    const seen: unknown[] = [];
    second.on('toast').subscribe((payload) => seen.push(payload));
    first.publish('toast', { kind: 'info', message: 'lost' });
    expect(seen).toEqual([]);
  });
});
