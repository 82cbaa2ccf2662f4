import type { LiveChangeEvent, PortalEvents } from '@qip/shared-contracts';
import { demoAuthenticatedState, demoService, demoUser } from '@qip/shared-ui/testing';
import { act } from '@testing-library/react';
import { BusBridge } from '../app/BusBridge';
import { renderShell } from '../testing/renderShell';
import { LIVE_NOTICE_MS, LiveChanges } from './LiveChanges';
import type { LiveConnection, LiveConnectionOptions } from './liveConnection';

// The shell's live connection: one per selected service, its changes published on the bus with
// a notice of who made them, the user's own changes left out.

function fakeConnections() {
  const opened: Array<LiveConnectionOptions & { closed: boolean }> = [];
  const connect = (options: LiveConnectionOptions): LiveConnection => {
    const connection = { ...options, closed: false };
    opened.push(connection);
    return {
      close: () => {
        connection.closed = true;
      },
    };
  };
  return { opened, connect };
}

const change = (overrides: Partial<LiveChangeEvent> = {}): LiveChangeEvent => ({
  id: 7,
  centerId: 'center-paddington',
  entity: 'questions',
  by: { id: 'user-anna', name: 'Anna Lee' },
  at: '2026-11-26T10:00:00.000Z',
  summary: '1.3.2',
  ...overrides,
});

function busLog(bus: ReturnType<typeof renderShell>['platform']['bus']) {
  const seen: Array<{ type: keyof PortalEvents; payload: unknown }> = [];
  bus.all$.subscribe((message) => seen.push({ type: message.type, payload: message.payload }));
  return seen;
}

describe('LiveChanges', () => {
  it("opens one stream for the selected service with the session's token", () => {
    const { opened, connect } = fakeConnections();
    renderShell(<LiveChanges />, { state: demoAuthenticatedState(), connectLive: connect });
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ centerId: 'center-paddington', accessToken: 'test-token', closed: false });
  });

  it("publishes a colleague's change on the bus and says who made it", () => {
    const { opened, connect } = fakeConnections();
    const view = renderShell(
      <>
        <BusBridge />
        <LiveChanges />
      </>,
      { state: demoAuthenticatedState(), connectLive: connect },
    );
    const seen = busLog(view.platform.bus);
    act(() => opened[0]!.onChange(change()));
    expect(seen).toEqual([
      {
        type: 'data.changed',
        payload: { entity: 'questions', centerId: 'center-paddington', by: { id: 'user-anna', name: 'Anna Lee' } },
      },
      { type: 'progress.changed', payload: { centerId: 'center-paddington' } },
      {
        type: 'toast',
        payload: { kind: 'info', message: 'Anna Lee updated answers in 1.3.2', durationMs: LIVE_NOTICE_MS },
      },
    ]);
    expect(view.getByRole('status', { name: 'Notifications' })).toHaveTextContent('Anna Lee updated answers in 1.3.2');
  });

  it("leaves out the user's own changes, and repeats no notice while a colleague goes on", () => {
    const { opened, connect } = fakeConnections();
    let now = 1000;
    const view = renderShell(<LiveChanges now={() => now} />, {
      state: demoAuthenticatedState(),
      connectLive: connect,
    });
    const seen = busLog(view.platform.bus);
    act(() => opened[0]!.onChange(change({ by: { id: demoUser.id, name: demoUser.name } })));
    expect(seen).toEqual([]);

    act(() => opened[0]!.onChange(change({ entity: 'tasks', summary: null })));
    now += 2000;
    act(() => opened[0]!.onChange(change({ id: 8, entity: 'tasks', summary: null })));
    const types = seen.map((message) => message.type);
    // Both refetch; one notice.
    expect(types).toEqual(['data.changed', 'toast', 'data.changed']);
  });

  it('refetches everything on a resync', () => {
    const { opened, connect } = fakeConnections();
    const view = renderShell(<LiveChanges />, { state: demoAuthenticatedState(), connectLive: connect });
    const seen = busLog(view.platform.bus);
    act(() => opened[0]!.onResync());
    const entities = seen.flatMap((message) =>
      message.type === 'data.changed' ? [(message.payload as PortalEvents['data.changed']).entity] : [],
    );
    expect(entities).toEqual(expect.arrayContaining(['questions', 'tasks', 'evidence', 'sat', 'laws']));
    expect(seen.map((message) => message.type)).toContain('progress.changed');
  });

  it('moves to the new service when the service changes, and closes at logout', () => {
    const { opened, connect } = fakeConnections();
    const view = renderShell(<LiveChanges />, { state: demoAuthenticatedState(), connectLive: connect });
    const newtown = demoService({ id: 'center-newtown', name: 'Sunshine Newtown' });
    act(() => view.session.state$.next(demoAuthenticatedState({ selectedService: newtown })));
    expect(opened.map(({ centerId, closed }) => ({ centerId, closed }))).toEqual([
      { centerId: 'center-paddington', closed: true },
      { centerId: 'center-newtown', closed: false },
    ]);
    act(() => view.session.state$.next({ status: 'anonymous', reason: 'logged-out' }));
    expect(opened[1]!.closed).toBe(true);
    expect(opened).toHaveLength(2);
  });
});
