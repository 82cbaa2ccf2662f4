import {
  FULL_REPORT_TYPE,
  formatReportFilters,
  isServiceDetailsComplete,
  isTaskReport,
  REPORT_MESSAGES,
  type Report,
  type ReportFormat,
  type ReportType,
  type QualityAreaId,
  type TaskStatus,
} from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import { requireCenterMember, requireWritableCenter, type AuthContext } from '../../auth/access';
import type { Database } from '../../db/schema';
import { badRequest, forbidden, HttpError, notFound } from '../../http/httpError';
import { newId } from '../../lib/ids';
import { isoNow } from '../../lib/time';
import { CENTER_LOGO, findAttachments } from '../../shared/attachments.repository';
import { loadServiceDetails } from '../../shared/serviceDetails.repository';
import { deleteReport, findReport, insertReport, toReportDto } from './reports.repository';
import type { ReportJobs } from './reports.generation';
import { isUserOfCenter, userName } from './reports.source.repository';
import type { StorageDriver } from '../../plugins/storage/types';

// What the report routes do: who may make, read and remove a report, and the full report's gate.

export const NO_SUCH_REPORT = 'There is no such report.';
export const NOT_YOURSELF = 'Reports can only be made as yourself.';
export const NOT_A_USER_OF_SERVICE = 'There is no such user in this service.';
export const NOT_READY = 'This report is not ready yet.';
export const ONLY_MAKER_OR_ADMIN =
  'Only the person who made this report or an administrator of this service can remove it.';

/** The validated body of POST /api/report. */
interface CreateBody {
  user_id: string;
  center_id: string;
  report_label: string;
  type: ReportType;
  format: ReportFormat;
  filters: { nqa: QualityAreaId[]; status?: TaskStatus[]; assignee_id?: string };
}

/** The full report needs every service detail (spec: the report validation rule). */
async function requireCompleteServiceDetails(db: Kysely<Database>, centerId: string): Promise<void> {
  const stored = await loadServiceDetails(db, centerId);
  const [logo] = await findAttachments(db, { entity: 'centers', entityId: centerId, name: CENTER_LOGO.name });
  if (!stored || !isServiceDetailsComplete({ ...stored.fields, logo: logo ?? null })) {
    throw new HttpError(409, REPORT_MESSAGES.fullNeedsServiceDetails);
  }
}

export async function createReport(
  deps: { db: Kysely<Database>; jobs: ReportJobs },
  auth: AuthContext,
  body: CreateBody,
  now: Date,
): Promise<Report> {
  const { db } = deps;
  await requireWritableCenter(db, auth, body.center_id, now);
  if (body.user_id !== auth.user.id) throw forbidden(NOT_YOURSELF);
  if (body.type === FULL_REPORT_TYPE) await requireCompleteServiceDetails(db, body.center_id);

  const taskReport = isTaskReport(body.type);
  const assigneeId = taskReport ? (body.filters.assignee_id ?? null) : null;
  if (assigneeId && !(await isUserOfCenter(db, assigneeId, body.center_id))) {
    throw badRequest(NOT_A_USER_OF_SERVICE, [{ field: 'body.filters.assignee_id', message: NOT_A_USER_OF_SERVICE }]);
  }
  const statuses = taskReport ? [...new Set(body.filters.status ?? [])] : [];
  const areas = [...new Set(body.filters.nqa)].sort((a, b) => a - b);
  const filters = formatReportFilters({
    nqa: areas,
    status: statuses,
    ...(assigneeId ? { assignee: await userName(db, assigneeId) } : {}),
  });

  const id = newId();
  const createdAt = isoNow(now);
  const label = body.report_label.trim();
  await insertReport(db, {
    id,
    center_id: body.center_id,
    user_id: auth.user.id,
    report_label: label,
    type: body.type,
    filters,
    format: body.format,
    step: 'Waiting to start',
    created_at: createdAt,
  });
  deps.jobs.start(id, {
    centerId: body.center_id,
    type: body.type,
    format: body.format,
    label,
    filters,
    areas,
    statuses,
    assigneeId,
    madeBy: auth.user.name,
    madeAt: createdAt,
  });
  const row = await findReport(db, id);
  if (!row) throw notFound(NO_SUCH_REPORT);
  return toReportDto(row);
}

/** A report the caller may see: a member of its centre (403 otherwise, 404 when there is none). */
export async function reportOfMember(db: Kysely<Database>, auth: AuthContext, id: string) {
  const row = await findReport(db, id);
  if (!row) throw notFound(NO_SUCH_REPORT);
  const role = await requireCenterMember(db, auth, row.center_id);
  return { row, role };
}

/** Removes a report and its file: its maker or an administrator of the service. */
export async function removeReport(
  deps: { db: Kysely<Database>; storage: StorageDriver },
  auth: AuthContext,
  id: string,
  now: Date,
): Promise<void> {
  const row = await findReport(deps.db, id);
  if (!row) throw notFound(NO_SUCH_REPORT);
  const role = await requireWritableCenter(deps.db, auth, row.center_id, now);
  if (role !== 'admin' && row.user_id !== auth.user.id) throw forbidden(ONLY_MAKER_OR_ADMIN);
  await deleteReport(deps.db, id);
  if (row.file_key) await deps.storage.delete(row.file_key);
}
