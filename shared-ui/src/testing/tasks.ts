import { addCalendarDays, localCalendarDate, type CenterUser, type Task } from '@qip/shared-contracts';
import { demoService, demoUser } from './fixtures';

/** The demo service's users: its director (the signed-in demo user) and an educator. */
export const demoCenterUsers = (): CenterUser[] => [
  { id: demoUser.id, name: demoUser.name, role: 'admin' },
  { id: 'user-eli', name: 'Eli Nguyen', role: 'member' },
];

/** An evidence task on question 1.3.1 for the educator, due in a week. */
export function demoTask(overrides: Partial<Task> = {}): Task {
  return {
    id: 'task-1',
    name: 'Photograph the learning wall',
    summary: 'Photos of the term 3 wall with captions',
    status: 1,
    taskDue: addCalendarDays(localCalendarDate(), 7),
    assignee: 'user-eli',
    assigneeName: 'Eli Nguyen',
    type: 'evidence',
    nqaId: '1.3.1',
    nqaArea: 1,
    questionId: 'nqs2018-1.3.1-embedded-1',
    centerId: demoService().id,
    userId: demoUser.id,
    assignerName: demoUser.name,
    serviceCatId: 1,
    step_outcome: '',
    success_measure: '',
    progress_notes: '',
    priority: null,
    info: {
      nqaLabel: '1.3.1',
      questionType: 'embedded',
      nqaLevel: '1.3 Assessment and planning',
      nqaSubLevel: '1.3.1 Assessment and planning cycle',
      description: 'Does every room follow the planning cycle?',
    },
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}
