// History (issue 17): every change to a centre's QIP work is kept, and a text can be put back.
// What each kind of change is called, which kinds can be restored, and the words of a save that
// someone else's save overtook (optimistic concurrency on a version).

/** What a change is to: an answer (custom items included), a text of it, or a record beside it. */
export const CHANGE_KINDS = [
  'answer',
  'note',
  'strategy',
  'selfAssessment',
  'evidenceNote',
  'satDescription',
  'lawResult',
  'evidence',
  'task',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** The texts a History entry can put back: notes, strategies, evidence notes, self-assessments, SAT descriptions. */
export const RESTORABLE_KINDS = ['note', 'strategy', 'selfAssessment', 'evidenceNote', 'satDescription'] as const;
export type RestorableKind = (typeof RESTORABLE_KINDS)[number];

export function isRestorable(kind: ChangeKind): kind is RestorableKind {
  return (RESTORABLE_KINDS as readonly string[]).includes(kind);
}

/** Each kind as the History panel names it. */
export const CHANGE_KIND_LABELS: Readonly<Record<ChangeKind, string>> = {
  answer: 'Answer',
  note: 'Notes',
  strategy: 'Goal strategy',
  selfAssessment: 'Self-assessment',
  evidenceNote: 'Evidence note',
  satDescription: 'SAT description',
  lawResult: 'Law or regulation',
  evidence: 'Evidence',
  task: 'Task',
};

/** An answer's status as History shows it (0 unanswered, 1 Yes, 2 No, 3 Not applicable). */
export const ANSWER_STATUS_LABELS: Readonly<Record<0 | 1 | 2 | 3, string>> = {
  0: 'Unanswered',
  1: 'Yes',
  2: 'No',
  3: 'Not applicable',
};

/** The words of the History panel and of a save someone else's overtook. */
export const HISTORY_MESSAGES = {
  title: 'History',
  empty: 'No changes recorded yet.',
  loadFailed: 'The history could not be loaded.',
  restore: 'Restore this version',
  restoreConfirm: 'Put this version back? The text there now is kept in the history.',
  restored: 'The earlier version is back.',
  restoreFailed: 'This version could not be restored. Please try again.',
  keepTheirs: 'Keep theirs (discard mine)',
  saveMine: 'Save mine over it',
  conflictTitle: 'Someone else saved this first',
} as const;

/** The message of a refused stale save: 'changed by {name} at {time}'. */
export function changedByMessage(name: string, time: string): string {
  return `Changed by ${name} at ${time}`;
}

/**
 * When a change was made, as people read it ('26 Nov 2026, 12:05 pm'): in the zone given (the
 * API's messages use the portal's), else the browser's own. Text that is no date-time stays as it is.
 */
export function formatChangeTime(instant: string, timeZone?: string): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return instant;
  return new Intl.DateTimeFormat('en-AU', {
    ...(timeZone ? { timeZone } : {}),
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
}

/** What one entry says changed: 'Notes changed', 'Task "Plan the garden": status changed'. */
export function changeSummary(change: { kind: ChangeKind; field: string }): string {
  const label = CHANGE_KIND_LABELS[change.kind];
  switch (change.kind) {
    case 'evidence':
      return `Evidence ${change.field}`;
    case 'task':
      return change.field === 'created' || change.field === 'deleted'
        ? `Task ${change.field}`
        : `Task ${change.field} changed`;
    case 'lawResult':
      return `${change.field}: result changed`;
    case 'answer':
      return change.field === 'status' ? 'Answer changed' : `Answer ${change.field}`;
    default:
      return `${label} changed`;
  }
}

/** The changes History shows a page at a time. */
export const HISTORY_PAGE_SIZE = 20;
