import { LiveChangeEventSchema } from '../api/live';
import { isLiveChangeEvent, LIVE_RECONNECT_MS, liveChangeNotice, liveReconnectDelay } from './liveChanges';

describe('liveChangeNotice', () => {
  it('names who changed what, and where when the change says', () => {
    expect(liveChangeNotice({ entity: 'questions', by: { name: 'Anna Lee' }, summary: '1.3.2' })).toBe(
      'Anna Lee updated answers in 1.3.2',
    );
    expect(liveChangeNotice({ entity: 'sat', by: { name: 'Anna Lee' }, summary: '2.1.1' })).toBe(
      'Anna Lee updated the SAT in 2.1.1',
    );
    expect(liveChangeNotice({ entity: 'tasks', by: { name: 'Sam Ng' }, summary: null })).toBe('Sam Ng updated tasks');
  });

  it('says a colleague when the name is blank', () => {
    expect(liveChangeNotice({ entity: 'evidence', by: { name: ' ' }, summary: null })).toBe(
      'A colleague updated evidence',
    );
  });
});

describe('liveReconnectDelay', () => {
  it('doubles from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 10].map((attempt) => liveReconnectDelay(attempt, 1))).toEqual([
      1000,
      2000,
      4000,
      8000,
      LIVE_RECONNECT_MS.max,
    ]);
  });

  it('waits between half and all of it', () => {
    expect(liveReconnectDelay(2, 0)).toBe(2000);
    expect(liveReconnectDelay(2, 0.5)).toBe(3000);
  });
});

describe('isLiveChangeEvent', () => {
  const change = {
    id: 12,
    centerId: 'paddington',
    entity: 'questions',
    by: { id: 'anna', name: 'Anna Lee' },
    at: '2026-11-27T10:00:00.000Z',
    summary: '1.3.2',
  };
  const events: unknown[] = [
    change,
    { ...change, summary: null },
    { ...change, entity: 'service-details' },
    { ...change, id: 0 },
    { ...change, id: 1.5 },
    { ...change, centerId: '' },
    { ...change, centerId: 'x'.repeat(65) },
    { ...change, entity: 'invoices' },
    { ...change, by: { id: 'anna' } },
    { ...change, by: null },
    { ...change, at: 7 },
    { ...change, summary: undefined },
    {},
    null,
  ];

  it.each(events.map((event) => [JSON.stringify(event), event]))("agrees with the API's schema on %s", (_, event) => {
    expect(isLiveChangeEvent(event)).toBe(LiveChangeEventSchema.safeParse(event).success);
  });

  it('accepts the changes the stream sends', () => {
    expect(events.filter(isLiveChangeEvent)).toHaveLength(3);
  });
});
