import {
  addCalendarDays,
  calendarDateIn,
  formatCalendarDate,
  formatInstantDate,
  isCalendarDate,
  zonedTime,
} from './dates';
import {
  dueDateProblem,
  isTaskOverdue,
  parseNqaAreas,
  taskDraftProblems,
  taskModalTitle,
  taskSectionTitle,
  taskStatusLabel,
  TASK_MESSAGES,
} from './tasks';

describe('task rules', () => {
  it('labels statuses 1, 2 and 3, and any other value as Completed', () => {
    expect([1, 2, 3, 0, 9].map(taskStatusLabel)).toEqual([
      'Not started',
      'In progress',
      'Completed',
      'Completed',
      'Completed',
    ]);
  });

  it('takes a due date of today or later, or the date the task already had', () => {
    expect(dueDateProblem('', '2026-11-23')).toBe(TASK_MESSAGES.required);
    expect(dueDateProblem('2026-02-30', '2026-01-01')).toBe(TASK_MESSAGES.notADate);
    expect(dueDateProblem('2026-11-22', '2026-11-23')).toBe(TASK_MESSAGES.dueInPast);
    expect(dueDateProblem('2026-11-23', '2026-11-23')).toBeNull();
    expect(dueDateProblem('2026-11-20', '2026-11-23', '2026-11-20')).toBeNull();
  });

  it('checks every required field of a task form', () => {
    const draft = { name: ' ', summary: '', taskDue: '', asignee: '', status: 0 };
    expect(taskDraftProblems(draft, '2026-11-23')).toEqual({
      name: TASK_MESSAGES.required,
      summary: TASK_MESSAGES.required,
      asignee: TASK_MESSAGES.required,
      status: TASK_MESSAGES.required,
      taskDue: TASK_MESSAGES.required,
    });
    expect(
      taskDraftProblems({ name: 'a', summary: 'b', taskDue: '2026-11-24', asignee: 'u', status: 1 }, '2026-11-23'),
    ).toEqual({});
  });

  it('is overdue when open and due before today', () => {
    expect(isTaskOverdue({ taskDue: '2026-11-22', status: 2 }, '2026-11-23')).toBe(true);
    expect(isTaskOverdue({ taskDue: '2026-11-22', status: 3 }, '2026-11-23')).toBe(false);
    expect(isTaskOverdue({ taskDue: '2026-11-23', status: 1 }, '2026-11-23')).toBe(false);
  });

  it('words the task modal and the task sections as the spec does', () => {
    expect(taskModalTitle('evidence')).toBe('Manage this evidence task');
    expect(taskModalTitle('goal')).toBe('Manage this goal task');
    expect(taskSectionTitle('evidence', false)).toBe('Manage your evidence tasks');
    expect(taskSectionTitle('evidence', true)).toBe('Manage your strength tasks');
  });

  it('reads an NQA area filter', () => {
    expect(parseNqaAreas('3, 1,3')).toEqual([1, 3]);
    expect(parseNqaAreas('')).toEqual([]);
    expect(parseNqaAreas('1,8')).toBeNull();
  });
});

describe('calendar dates', () => {
  it('checks, moves and shows dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(addCalendarDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(formatCalendarDate('2026-11-23T10:00:00Z')).toBe('23/11/2026');
  });

  it('knows the date and wall-clock time in a zone', () => {
    expect(calendarDateIn(new Date('2026-11-22T14:00:00Z'), 'Australia/Sydney')).toBe('2026-11-23');
    expect(zonedTime('2026-03-05', 7, 0, 'Australia/Sydney').toISOString()).toBe('2026-03-04T20:00:00.000Z');
  });

  it('shows the day an instant falls on in the portal zone', () => {
    // 11 pm UTC on the 22nd is the morning of the 23rd in Sydney.
    expect(formatInstantDate('2026-11-22T23:00:00.000Z')).toBe('23/11/2026');
    expect(formatInstantDate('2026-11-22T23:00:00.000Z', 'UTC')).toBe('22/11/2026');
    expect(formatInstantDate('not a date')).toBe('not a date');
  });
});
