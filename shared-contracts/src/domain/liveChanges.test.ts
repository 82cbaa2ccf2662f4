import { LIVE_RECONNECT_MS, liveChangeNotice, liveReconnectDelay } from './liveChanges';

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
