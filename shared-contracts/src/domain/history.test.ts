import { changedByMessage, changeSummary, formatChangeTime, isRestorable, RESTORABLE_KINDS } from './history';

describe('history', () => {
  it('restores texts only', () => {
    expect(RESTORABLE_KINDS.every(isRestorable)).toBe(true);
    expect(isRestorable('answer')).toBe(false);
    expect(isRestorable('task')).toBe(false);
    expect(isRestorable('lawResult')).toBe(false);
    expect(isRestorable('evidence')).toBe(false);
  });

  it('says who changed a text and when', () => {
    expect(changedByMessage('Ann Lee', '10:05 am, 26/11/2026')).toBe('Changed by Ann Lee at 10:05 am, 26/11/2026');
  });

  it('reads a change time in the zone given, and leaves what is no time as it is', () => {
    expect(formatChangeTime('2026-11-26T01:05:00.000Z', 'Australia/Sydney')).toMatch(/^26 Nov 2026, 12:05\s?pm$/i);
    expect(formatChangeTime('2026-11-26T01:05:00.000Z', 'UTC')).toMatch(/^26 Nov 2026, 1:05\s?am$/i);
    expect(formatChangeTime('not a time')).toBe('not a time');
  });

  it('names what changed', () => {
    expect(changeSummary({ kind: 'note', field: 'notes' })).toBe('Notes changed');
    expect(changeSummary({ kind: 'satDescription', field: 'sat_description' })).toBe('SAT description changed');
    expect(changeSummary({ kind: 'answer', field: 'status' })).toBe('Answer changed');
    expect(changeSummary({ kind: 'answer', field: 'added' })).toBe('Answer added');
    expect(changeSummary({ kind: 'evidence', field: 'linked' })).toBe('Evidence linked');
    expect(changeSummary({ kind: 'task', field: 'created' })).toBe('Task created');
    expect(changeSummary({ kind: 'task', field: 'status' })).toBe('Task status changed');
    expect(changeSummary({ kind: 'lawResult', field: 'Regulation 77' })).toBe('Regulation 77: result changed');
  });
});
