import { z } from 'zod';
import { QUESTION_CATEGORIES, TASK_PRIORITIES } from '../domain/constants';
import { isCalendarDate } from '../domain/dates';
import { parseNqaAreas, TASK_MESSAGES, TASK_TYPES, TASKS_PAGE_SIZE } from '../domain/tasks';
import { defineEndpoint } from '../http/endpoint';
import { PAGE_READ_PATHS } from '../routes/pageReads';
import { DateTimeSchema, IdParamsSchema, IdSchema, LooseBooleanSchema, OkSchema, requiredText } from './common';

// Tasks (assessment spec sections 3, 4, 5 and 7): evidence tasks for a Yes, goal tasks for a No,
// given to a user of the service, listed on the tasks dashboard.

/** TASK_STATUSES: 1 Not started, 2 In progress, 3 Completed. */
export const TaskStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  message: 'must be 1 (Not started), 2 (In progress) or 3 (Completed)',
});
export const TaskTypeSchema = z.enum(TASK_TYPES, { message: "must be 'evidence' or 'goal'" });
export const TaskPrioritySchema = z.enum(TASK_PRIORITIES, { message: 'must be low, medium or high' });

/** A calendar date written YYYY-MM-DD (the API also checks it is today or later when it changes). */
export const CalendarDateSchema = z
  .string({ message: TASK_MESSAGES.required })
  .trim()
  .min(1, TASK_MESSAGES.required)
  .refine(isCalendarDate, TASK_MESSAGES.notADate);

const optionalText = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters.`).optional().default('');

/** The goal columns of the regulator's improvement plan; optional, on goal tasks only. */
const GoalFieldsSchema = z.object({
  step_outcome: optionalText(5000),
  success_measure: optionalText(5000),
  progress_notes: optionalText(5000),
  /** Unset (null) by default. */
  priority: TaskPrioritySchema.nullable().optional().default(null),
});

/** What a task form sends when it saves (create and update share it). */
const TaskFieldsSchema = GoalFieldsSchema.extend({
  name: requiredText(255),
  summary: requiredText(5000),
  taskDue: CalendarDateSchema,
  status: TaskStatusSchema,
  /** The assignee's user id (the spelling is the spec's contract). */
  asignee: IdSchema,
});

export const TaskCreateSchema = TaskFieldsSchema.extend({
  centerId: IdSchema,
  questionId: IdSchema,
  type: TaskTypeSchema,
});
export type TaskCreate = z.input<typeof TaskCreateSchema>;

/** The whole edited task (spec: PUT with priority); the question, service and kind stay as created. */
export const TaskUpdateSchema = TaskFieldsSchema;
export type TaskUpdate = z.input<typeof TaskUpdateSchema>;

/** Task info (spec section 3): where the task's question sits in the NQS. */
export const TaskInfoSchema = z.object({
  /** The element label, '1.2.3'. */
  nqaLabel: z.string(),
  questionType: z.enum(QUESTION_CATEGORIES),
  /** The standard ('1.2') and the element ('1.2.3') with their names. */
  nqaLevel: z.string(),
  nqaSubLevel: z.string(),
  /** The question's title. */
  description: z.string(),
});
export type TaskInfo = z.infer<typeof TaskInfoSchema>;

export const TaskSchema = z.object({
  id: IdSchema,
  name: z.string(),
  summary: z.string(),
  status: z.number().int(),
  /** YYYY-MM-DD. */
  taskDue: z.string(),
  /** The assignee's user id and name (null once the user is gone). */
  assignee: IdSchema.nullable(),
  assigneeName: z.string().nullable(),
  type: TaskTypeSchema,
  /** The element label ('1.2.3') and its quality area. */
  nqaId: z.string(),
  nqaArea: z.number().int().min(1).max(7),
  questionId: IdSchema,
  centerId: IdSchema,
  /** Who set the task (the assigner), and their name. */
  userId: IdSchema.nullable(),
  assignerName: z.string().nullable(),
  serviceCatId: z.number().int().nullable(),
  step_outcome: z.string(),
  success_measure: z.string(),
  progress_notes: z.string(),
  priority: TaskPrioritySchema.nullable(),
  info: TaskInfoSchema,
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
});
export type Task = z.infer<typeof TaskSchema>;

const NqaAreasSchema = z
  .string()
  .max(50)
  .refine((value) => parseNqaAreas(value) !== null, 'must be quality areas from 1 to 7, separated by commas');

export const TaskListQuerySchema = z.object({
  center_id: IdSchema,
  /** Only tasks not completed whose due date has passed. */
  overdue: LooseBooleanSchema.optional(),
  /** '1,3,5': only tasks of these quality areas. */
  nqa_areas: NqaAreasSchema.optional(),
  /** Part of the assignee's name, any case. */
  assignee_name: z.string().trim().max(255).optional(),
  /** The spec's date_range{from,to}, as two fields: tasks due on or between these dates. */
  date_from: CalendarDateSchema.optional(),
  date_to: CalendarDateSchema.optional(),
  /** One question's tasks, of one kind (the question card and its modals). */
  question_id: IdSchema.optional(),
  type: TaskTypeSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  page_size: z.coerce.number().int().min(1).max(100).optional().default(TASKS_PAGE_SIZE),
});
export type TaskListQuery = z.input<typeof TaskListQuerySchema>;

export const TaskPageSchema = z.object({
  tasks: z.array(TaskSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TaskPage = z.infer<typeof TaskPageSchema>;

export const TaskCountSchema = z.object({
  questionId: IdSchema,
  evidence: z.number().int(),
  goal: z.number().int(),
});
export type TaskCount = z.infer<typeof TaskCountSchema>;

/** A user of a centre (spec: 'Users of a centre' feed the assignee dropdowns). */
export const CenterUserSchema = z.object({ id: IdSchema, name: z.string(), role: z.enum(['admin', 'member']) });
export type CenterUser = z.infer<typeof CenterUserSchema>;

const FUTURE_DATE = '2099-12-31';

export const taskEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: PAGE_READ_PATHS.tasks,
    access: 'user',
    summary: "A page of a service's tasks, filtered (areas, due dates, assignee name, overdue, question)",
    tags: ['tasks'],
    query: TaskListQuerySchema,
    response: TaskPageSchema,
    tenancy: {
      owned: [{ in: 'query', field: 'center_id', kind: 'center' }],
      shared: [{ in: 'query', field: 'question_id', kind: 'question' }],
    },
    example: { query: { nqa_areas: '1,2', date_from: '2020-01-01', date_to: FUTURE_DATE } },
  }),
  byId: defineEndpoint({
    method: 'GET',
    path: '/api/tasks/:id',
    access: 'user',
    summary: 'One task with its task info (the task a mail links to)',
    tags: ['tasks'],
    params: IdParamsSchema,
    response: TaskSchema,
    tenancy: { owned: [{ in: 'params', field: 'id', kind: 'task' }] },
  }),
  counts: defineEndpoint({
    method: 'GET',
    path: '/api/tasks/counts',
    access: 'user',
    summary: "How many evidence and goal tasks each of a service's questions has",
    tags: ['tasks'],
    query: z.object({ center_id: IdSchema }),
    response: z.array(TaskCountSchema),
    tenancy: { owned: [{ in: 'query', field: 'center_id', kind: 'center' }] },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/tasks',
    access: 'user',
    summary: 'Set a task for a user of the service (the assignee is mailed)',
    tags: ['tasks'],
    live: { entity: 'tasks' },
    body: TaskCreateSchema,
    response: TaskSchema,
    successStatus: 201,
    tenancy: {
      owned: [
        { in: 'body', field: 'centerId', kind: 'center' },
        { in: 'body', field: 'asignee', kind: 'user' },
      ],
      shared: [{ in: 'body', field: 'questionId', kind: 'question' }],
    },
    example: { body: { taskDue: FUTURE_DATE } },
    rateLimit: 'assignsWork',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/tasks/:id',
    access: 'user',
    summary: 'Save the whole edited task (a new assignee is mailed)',
    tags: ['tasks'],
    live: { entity: 'tasks' },
    params: IdParamsSchema,
    body: TaskUpdateSchema,
    response: TaskSchema,
    tenancy: {
      owned: [
        { in: 'params', field: 'id', kind: 'task' },
        { in: 'body', field: 'asignee', kind: 'user' },
      ],
    },
    example: { body: { taskDue: FUTURE_DATE } },
    rateLimit: 'assignsWork',
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/tasks/:id',
    access: 'user',
    summary: 'Remove a task',
    tags: ['tasks'],
    live: { entity: 'tasks' },
    params: IdParamsSchema,
    response: OkSchema,
    tenancy: { owned: [{ in: 'params', field: 'id', kind: 'task' }] },
  }),
  centerUsers: defineEndpoint({
    method: 'GET',
    path: PAGE_READ_PATHS.serviceUsers,
    access: 'user',
    summary: 'The users of a service (who a task can be given to)',
    tags: ['tasks'],
    params: IdParamsSchema,
    response: z.array(CenterUserSchema),
    tenancy: { owned: [{ in: 'params', field: 'id', kind: 'center' }] },
  }),
};
