import {
  commentHtmlToText,
  describeReportFilters,
  EVIDENCE_TITLE_LABELS,
  formatCalendarDate,
  isQualityAreaId,
  isWebAddress,
  LAW_RESULT,
  SERVICE_TYPES,
  type EvidenceTitle,
  type QualityAreaId,
  type ReportFormat,
  type ReportType,
  type ServiceDetailsFields,
  type TaskStatus,
} from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { StorageDriver } from '../../plugins/storage/types';
import { CENTER_LOGO, findAttachments } from '../../shared/attachments.repository';
import { declaredImageSize } from '../../shared/fileType';
import { areaCategory, loadNqsStructure, type NqsStructure } from '../../shared/nqs.repository';
import { selectQuestions } from '../../shared/questions.repository';
import { sanitiseRichText } from '../../shared/richText';
import { loadServiceDetails } from '../../shared/serviceDetails.repository';
import { lawsWithResults } from '../../shared/lawResults.repository';
import { lastReviewOf } from '../../shared/qipReviews.repository';
import type { DocumentImage } from '../../shared/documents/model';
import type {
  ReportSource,
  SourceArea,
  SourceEvidence,
  SourceGoalTask,
  SourceLaw,
  SourceService,
  SourceTask,
} from './documents/source';
import { evidenceImagesOf, evidenceLinksOf, lawNotesOf, satStrengthsOf, tasksOf } from './reports.source.repository';

// Reads what a report is made from, on the main thread (database and storage calls, each short),
// telling how far it has got; the worker thread then writes the document from it.

export interface ReportRequest {
  centerId: string;
  type: ReportType;
  format: ReportFormat;
  label: string;
  filters: string;
  areas: readonly QualityAreaId[];
  statuses: readonly TaskStatus[];
  assigneeId: string | null;
  madeBy: string;
  madeAt: string;
}

export interface SourceDeps {
  db: Kysely<Database>;
  storage: StorageDriver;
}

export type ProgressReporter = (percent: number, step: string) => Promise<void>;

/** Pictures a document shows per evidence item, and in all (a document stays a sensible size). */
const THUMBNAILS_PER_ITEM = 3;
const THUMBNAILS_IN_ALL = 120;

/** What each type reads beyond the service's details. */
function needs(type: ReportType) {
  return {
    questions: type !== 5 && type !== 6 && type !== 7,
    laws: type === 3,
    thumbnails: type === 4,
    tasks: type === 5 || type === 6 || type === 7,
  };
}

const filled = (parts: readonly string[]) =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
const personOf = (first: string, last: string, phone: string, email: string) => ({
  name: filled([`${first} ${last}`]),
  phone,
  email,
});

async function imageOf(storage: StorageDriver, key: string, contentType: string): Promise<DocumentImage | null> {
  if (contentType !== 'image/png' && contentType !== 'image/jpeg') return null;
  const object = await storage.get(key);
  if (!object) return null;
  const bytes = new Uint8Array(object.body);
  const { width, height } = await declaredImageSize(bytes);
  if (!width || !height) return null;
  return { bytes, type: contentType === 'image/png' ? 'png' : 'jpg', width, height };
}

function serviceOf(fields: ServiceDetailsFields, logo: DocumentImage | null): SourceService {
  return {
    name: fields.name,
    approvalNumber: fields.approvalNumber,
    serviceType: SERVICE_TYPES.find((type) => type.id === fields.serviceCatId)?.label ?? '',
    location: filled([fields.locationStreet, fields.locationSuburb, fields.locationState, fields.locationPostalCode]),
    postal: filled([fields.postalStreet, fields.postalSuburb, fields.postalState, fields.postalCode]),
    phone: fields.contactPhoneNum,
    email: fields.contactEmail,
    provider: personOf(
      fields.providerFirstName,
      fields.providerLastName,
      fields.providerPhoneNum,
      fields.providerEmail,
    ),
    supervisor: personOf(
      fields.supervisorFirstName,
      fields.supervisorLastName,
      fields.supervisorPhoneNum,
      fields.supervisorEmail,
    ),
    leader: personOf(fields.leaderFirstName, fields.leaderLastName, fields.leaderPhoneNum, fields.leaderEmail),
    operatingHours: fields.operatingHours.map(
      (day) => [day.day, day.working ? `${day.openTime} - ${day.closeTime}` : 'Closed'] as const,
    ),
    rooms: fields.rooms.map(
      (room) => `Room ${room.roomNumber}: ages ${room.fromAge} to ${room.toAge}, ${room.capacity} places`,
    ),
    educators: fields.educators.map((educator) =>
      educator.qualifications.trim() ? `${educator.name} (${educator.qualifications.trim()})` : educator.name,
    ),
    employees: fields.employees.map((employee) => `${employee.name}, ${employee.position}`),
    additionalInfo: fields.additionalInfo,
    philosophy: fields.philosophy,
    logo,
  };
}

async function readService(deps: SourceDeps, centerId: string): Promise<SourceService> {
  const stored = await loadServiceDetails(deps.db, centerId);
  if (!stored) throw new Error('The service no longer exists.');
  const [logoRow] = await findAttachments(deps.db, { entity: 'centers', entityId: centerId, name: CENTER_LOGO.name });
  const logo = logoRow ? await imageOf(deps.storage, logoRow.storage_key, logoRow.content_type) : null;
  return serviceOf(stored.fields, logo);
}

const isEvidenceTitle = (title: string): title is EvidenceTitle => title in EVIDENCE_TITLE_LABELS;

/** Evidence items by the answer they support, with their pictures when the type shows them. */
async function readEvidence(
  deps: SourceDeps,
  centerId: string,
  withThumbnails: boolean,
): Promise<Map<string, SourceEvidence[]>> {
  const links = await evidenceLinksOf(deps.db, centerId);
  const thumbnails = new Map<string, DocumentImage[]>();
  if (withThumbnails) {
    let total = 0;
    for (const file of await evidenceImagesOf(deps.db, [...new Set(links.map((link) => link.id))])) {
      const list = thumbnails.get(file.entity_id) ?? [];
      if (list.length >= THUMBNAILS_PER_ITEM || total >= THUMBNAILS_IN_ALL) continue;
      const image = await imageOf(deps.storage, file.storage_key, file.content_type);
      if (image) {
        list.push(image);
        total += 1;
        thumbnails.set(file.entity_id, list);
      }
    }
  }
  const byResult = new Map<string, SourceEvidence[]>();
  for (const link of links) {
    const text = link.title === 'comment' ? commentHtmlToText(await sanitiseRichText(link.name)) : link.name;
    const evidence: SourceEvidence = {
      kind: isEvidenceTitle(link.title) ? EVIDENCE_TITLE_LABELS[link.title] : link.title,
      label: link.label,
      text,
      link: link.title === 'link' && isWebAddress(link.name) ? link.name : null,
      thumbnails: thumbnails.get(link.id) ?? [],
      addedBy: link.author_name ?? 'Former user',
      addedOn: formatCalendarDate(link.created_at),
    };
    byResult.set(link.question_result_id, [...(byResult.get(link.question_result_id) ?? []), evidence]);
  }
  return byResult;
}

type TaskRow = Awaited<ReturnType<typeof tasksOf>>[number];

const questionWords = (row: { is_custom: number; title: string; description: string }) =>
  row.is_custom === 1 ? row.description : row.title;

function goalTasksByQuestion(tasks: readonly TaskRow[]): Map<string, SourceGoalTask[]> {
  const byQuestion = new Map<string, SourceGoalTask[]>();
  for (const task of tasks.filter((row) => row.type === 'goal')) {
    const goalTask: SourceGoalTask = {
      name: task.name,
      stepOutcome: task.step_outcome,
      successMeasure: task.success_measure,
      progressNotes: task.progress_notes,
      priority: task.priority,
      taskDue: task.task_due,
      status: task.status,
      assignee: task.assignee_name ?? 'Unassigned',
    };
    byQuestion.set(task.question_id, [...(byQuestion.get(task.question_id) ?? []), goalTask]);
  }
  return byQuestion;
}

const LAW_RESULT_TEXT: Record<number, string> = {
  [LAW_RESULT.compliant]: 'Compliant',
  [LAW_RESULT.nonCompliant]: 'Not compliant',
  [LAW_RESULT.notApplicable]: 'Not applicable',
};

interface AreaInputs {
  structure: NqsStructure;
  evidence: Map<string, SourceEvidence[]>;
  goalTasks: Map<string, SourceGoalTask[]>;
  laws: Awaited<ReturnType<typeof lawsWithResults>>;
  notes: Map<number, string>;
  sat: Awaited<ReturnType<typeof satStrengthsOf>>;
}

async function readArea(
  deps: SourceDeps,
  request: ReportRequest,
  areaId: QualityAreaId,
  inputs: AreaInputs,
): Promise<SourceArea> {
  const { structure } = inputs;
  const area = areaCategory(structure, areaId);
  const childrenOf = (parentId: string) => structure.categories.filter((category) => category.parent_id === parentId);
  const standards = area ? childrenOf(area.id) : [];
  const elementIds = standards.flatMap((standard) => childrenOf(standard.id).map((element) => element.id));
  const questions = needs(request.type).questions
    ? await selectQuestions(deps.db, structure.rowsVersionId, { centerId: request.centerId, elementIds }).execute()
    : [];
  const laws: SourceLaw[] = inputs.laws
    .filter((law) => law.nqa === areaId)
    .map((law) => ({
      law: law.law_regulation,
      description: law.description,
      element: law.nqs,
      result: (law.result !== null && LAW_RESULT_TEXT[law.result]) || 'Not recorded',
    }));
  return {
    id: areaId,
    name: area?.title ?? `Quality Area ${areaId}`,
    description: area?.description ?? '',
    laws,
    lawsNote: inputs.notes.get(areaId) ?? '',
    standards: standards.map((standard) => ({
      label: standard.label,
      name: standard.title,
      elements: childrenOf(standard.id).map((element) => ({
        label: element.label,
        name: element.title,
        description: element.description ?? '',
        sat: inputs.sat
          .filter((entry) => entry.element_id === element.id)
          .map((entry) => ({ title: questionWords(entry), description: entry.sat_description ?? '' })),
        questions: questions
          .filter((question) => question.category_id === element.id)
          .map((question) => ({
            elementLabel: element.label,
            title: questionWords(question),
            category: question.type,
            isCustom: question.is_custom === 1,
            status: question.status ?? 0,
            notes: question.notes ?? '',
            selfAssessment: question.self_assessment ?? '',
            goalStrategy: question.goal_strategy ?? '',
            evidence: (question.cqr_id && inputs.evidence.get(question.cqr_id)) || [],
            goalTasks: inputs.goalTasks.get(question.id) ?? [],
          })),
      })),
    })),
  };
}

function taskOf(row: TaskRow): SourceTask | null {
  const area = row.area_id;
  if (!isQualityAreaId(area)) return null;
  return {
    name: row.name,
    type: row.type === 'goal' ? 'Goal' : 'Evidence',
    area,
    elementLabel: row.element_label,
    question: questionWords({
      is_custom: row.is_custom,
      title: row.question_title,
      description: row.question_description,
    }),
    status: row.status,
    assignee: row.assignee_name ?? 'Unassigned',
    due: row.task_due,
  };
}

/** The tasks a task report lists: of its type, areas, statuses and assignee. */
function reportTasks(request: ReportRequest, rows: readonly TaskRow[]): SourceTask[] {
  const type = request.type === 5 ? 'evidence' : request.type === 6 ? 'goal' : null;
  return rows
    .filter((row) => (type ? row.type === type : true))
    .filter((row) => request.statuses.length === 0 || request.statuses.some((status) => status === row.status))
    .filter((row) => !request.assigneeId || row.assignee_id === request.assigneeId)
    .filter((row) => request.areas.some((area) => area === row.area_id))
    .flatMap((row) => taskOf(row) ?? []);
}

/** Everything the report needs, reading area by area and saying so. */
export async function readReportSource(
  deps: SourceDeps,
  request: ReportRequest,
  progress: ProgressReporter,
): Promise<ReportSource> {
  const wants = needs(request.type);
  await progress(5, 'Reading the service details');
  const service = await readService(deps, request.centerId);
  const structure = await loadNqsStructure(deps.db);
  const tasks = await tasksOf(deps.db, request.centerId);
  const inputs: AreaInputs = {
    structure,
    evidence: wants.questions
      ? await readEvidence(deps, request.centerId, wants.thumbnails)
      : new Map<string, SourceEvidence[]>(),
    goalTasks: goalTasksByQuestion(tasks),
    laws: wants.laws ? await lawsWithResults(deps.db, request.centerId, structure.rowsVersionId, request.areas) : [],
    notes: new Map(
      (await lawNotesOf(deps.db, request.centerId, structure.rowsVersionId)).map((row) => [row.nqa, row.note]),
    ),
    sat: wants.questions ? await satStrengthsOf(deps.db, request.centerId) : [],
  };
  const areas: SourceArea[] = [];
  for (const [index, areaId] of [...request.areas].sort((a, b) => a - b).entries()) {
    await progress(10 + Math.round((index / request.areas.length) * 50), `Reading NQA ${areaId}`);
    areas.push(await readArea(deps, request, areaId, inputs));
  }
  return {
    type: request.type,
    format: request.format,
    label: request.label,
    filters: describeReportFilters(request.filters),
    madeAt: request.madeAt,
    madeBy: request.madeBy,
    lastReview: await lastReviewOf(deps.db, request.centerId).then(
      (review) => review && { reviewedAt: review.reviewed_at, reviewerName: review.reviewer_name },
    ),
    service,
    areas,
    tasks: wants.tasks ? reportTasks(request, tasks) : [],
  };
}
