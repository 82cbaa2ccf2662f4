import { EVIDENCE_MESSAGES, usedElsewhereQuestion, type EvidenceDocument, type endpoints } from '@qip/shared-contracts';
import { requireCenterMember, requireWritableCenter, type AuthContext } from '../../auth/access';
import type { EvidenceItemRow } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../http/httpError';
import type { EndpointRequest } from '../../http/registerEndpoint';
import { newId } from '../../lib/ids';
import { isoNow } from '../../lib/time';
import { toAttachmentDto } from '../../shared/attachments.repository';
import { EVIDENCE_UPLOADS, uploadProblem } from '../../shared/fileType';
import { withHistory, type Change } from '../../shared/history.repository';
import { hasVisibleText, sanitiseRichText } from '../../shared/richText';
import { removeAttachments, storeAttachment, type AttachmentDeps } from '../attachments/attachments.service';
import {
  deleteEvidence,
  deleteLink,
  discardEvidence,
  findEvidence,
  findEvidenceFiles,
  findEvidenceItems,
  findQuestionResult,
  findUses,
  insertEvidence,
  insertLink,
  updateEvidence,
  type EvidenceItemWithAuthor,
} from './evidence.repository';

type CreateBody = EndpointRequest<typeof endpoints.evidence.create>['body'];
type UpdateBody = EndpointRequest<typeof endpoints.evidence.update>['body'];

const NO_SUCH_EVIDENCE = 'This evidence does not exist.';
const NO_ACCESS = 'You do not have access to this service.';
const ADMINS_ONLY = 'Only an administrator of this service can do this.';

/** An answer record (its centre and question); refused (403) when there is none, like another tenant's. */
async function resultOrRefusal(deps: AttachmentDeps, cqrId: string) {
  const result = await findQuestionResult(deps.db, cqrId);
  if (!result) throw forbidden(NO_ACCESS);
  return result;
}

/** The centre of an answer record; refused (403) when there is none, like another tenant's. */
async function centerOfResult(deps: AttachmentDeps, cqrId: string): Promise<string> {
  return (await resultOrRefusal(deps, cqrId)).center_id;
}

/** What History keeps of an item added to, linked to, taken off or deleted from a question. */
function evidenceChange(
  item: EvidenceItemRow,
  where: { centerId: string; questionId: string },
  action: 'added' | 'linked' | 'unlinked' | 'deleted',
  userId: string,
): Change {
  const gone = action === 'unlinked' || action === 'deleted';
  return {
    ...where,
    kind: 'evidence',
    field: action,
    subjectId: item.id,
    before: gone ? item.label : null,
    after: gone ? null : item.label,
    userId,
  };
}

async function existingEvidence(deps: AttachmentDeps, id: string): Promise<EvidenceItemRow> {
  const item = await findEvidence(deps.db, id);
  if (!item) throw notFound(NO_SUCH_EVIDENCE);
  return item;
}

/** Items as the Evidence document, with their files and every question they are linked to. */
export async function toDocuments(
  deps: AttachmentDeps,
  items: EvidenceItemWithAuthor[],
  cqrId: string | null,
): Promise<EvidenceDocument[]> {
  const ids = items.map((item) => item.id);
  const [files, uses] = await Promise.all([findEvidenceFiles(deps.db, ids), findUses(deps.db, ids)]);
  return items.map((item) => ({
    id: item.id,
    centerId: item.center_id,
    title: item.title,
    label: item.label,
    name: item.name,
    url: files.filter((file) => file.entity_id === item.id).map(toAttachmentDto),
    uploadDate: item.created_at,
    userName: item.author_name ?? '',
    userId: item.created_by,
    cqrId,
    usedOn: uses
      .filter((use) => use.evidence_id === item.id)
      .map((use) => ({
        cqrId: use.question_result_id,
        questionId: use.question_id,
        label: use.label,
        title: use.title,
        areaId: use.area_id,
      })),
  }));
}

async function documentOf(deps: AttachmentDeps, item: EvidenceItemRow, cqrId: string | null) {
  const rows = await findEvidenceItems(deps.db, { centerId: item.center_id, id: item.id });
  const [document] = await toDocuments(deps, rows, cqrId);
  if (!document) throw notFound(NO_SUCH_EVIDENCE);
  return document;
}

/** The evidence linked to an answer record, for users of its centre. */
export async function listForResult(deps: AttachmentDeps, auth: AuthContext, cqrId: string) {
  const centerId = await centerOfResult(deps, cqrId);
  await requireCenterMember(deps.db, auth, centerId);
  return toDocuments(deps, await findEvidenceItems(deps.db, { centerId, cqrId }), cqrId);
}

/** A centre's library, optionally searched, for its users. */
export async function listLibrary(deps: AttachmentDeps, auth: AuthContext, centerId: string, search?: string) {
  await requireCenterMember(deps.db, auth, centerId);
  return toDocuments(deps, await findEvidenceItems(deps.db, { centerId, ...(search ? { search } : {}) }), null);
}

/** What a link or comment keeps as its name: the address, or the comment's sanitised HTML (400 when empty). */
async function textNameOf(body: CreateBody): Promise<string> {
  const name = (body.name ?? '').trim();
  if (body.title === 'link') return name;
  const html = await sanitiseRichText(name);
  if (!(await hasVisibleText(html)))
    throw badRequest('name: This field is required.', [{ field: 'body.name', message: 'This field is required.' }]);
  return html;
}

/**
 * Adds an item to the centre's library, linked to the answer record: an upload keeps its first
 * file (typed by its bytes, of a type evidence takes), a link its address, a comment its HTML.
 */
export async function createEvidence(deps: AttachmentDeps, auth: AuthContext, body: CreateBody, now: Date) {
  const result = await resultOrRefusal(deps, body.cqr_id);
  const centerId = result.center_id;
  const where = { centerId, questionId: result.question_id };
  await requireWritableCenter(deps.db, auth, centerId, now);
  const file = body.base64_image;
  if (body.title === 'evidence') {
    const problem = file ? uploadProblem(file, EVIDENCE_UPLOADS) : EVIDENCE_MESSAGES.invalidSelection;
    if (problem) throw badRequest(problem, [{ field: 'body.base64_image', message: problem }]);
  }
  const stamp = isoNow(now);
  const item: EvidenceItemRow = {
    id: newId(),
    center_id: centerId,
    title: body.title,
    label: body.label,
    name: body.title === 'evidence' ? (body.file_name ?? '') : await textNameOf(body),
    created_by: auth.user.id,
    created_at: stamp,
    updated_at: stamp,
  };
  const link = { evidenceId: item.id, cqrId: body.cqr_id, userId: auth.user.id, at: stamp };
  // The item, its link and its History record in one transaction; an upload whose file then
  // cannot be stored is taken away again with its record (discardEvidence), as if never added.
  await withHistory(deps.db, async (trx, history) => {
    await insertEvidence(trx, item);
    await insertLink(trx, link);
    history.push(evidenceChange(item, where, 'added', auth.user.id));
  });
  if (body.title === 'evidence' && file) {
    try {
      const stored = await storeAttachment(
        deps,
        auth,
        {
          entity: 'evidence',
          entity_id: item.id,
          name: 'evidence',
          title: 'evidence',
          label: body.label,
          base64_image: file,
          ...(body.file_name ? { file_name: body.file_name } : {}),
        },
        now,
      );
      item.name = stored.file_name;
      await updateEvidence(deps.db, item.id, { name: item.name, updated_at: stamp });
    } catch (error) {
      await discardEvidence(deps.db, item.id);
      throw error;
    }
  }
  return documentOf(deps, item, body.cqr_id);
}

/** Renames an item; administrators may also change a comment's text. */
export async function editEvidence(deps: AttachmentDeps, auth: AuthContext, id: string, body: UpdateBody, now: Date) {
  const item = await existingEvidence(deps, id);
  const role = await requireWritableCenter(deps.db, auth, item.center_id, now);
  const changes: { label?: string; name?: string; updated_at: string } = { updated_at: isoNow(now) };
  if (body.label !== undefined) changes.label = body.label;
  if (body.comment !== undefined) {
    if (role !== 'admin') throw forbidden(ADMINS_ONLY);
    if (item.title !== 'comment') {
      const message = 'Only comment evidence has text to change.';
      throw badRequest(message, [{ field: 'body.comment', message }]);
    }
    const html = await sanitiseRichText(body.comment);
    if (!(await hasVisibleText(html))) {
      throw badRequest('comment: This field is required.', [
        { field: 'body.comment', message: 'This field is required.' },
      ]);
    }
    changes.name = html;
  }
  // History keeps a rename and a comment's new text on each question the item is linked to (on
  // the centre, with no question, while it is linked to none).
  const uses = await findUses(deps.db, [id]);
  const places = uses.length > 0 ? uses.map((use) => use.question_id) : [null];
  await withHistory(deps.db, async (trx, history) => {
    await updateEvidence(trx, id, changes);
    for (const questionId of places) {
      const change = {
        centerId: item.center_id,
        questionId,
        kind: 'evidence',
        subjectId: id,
        userId: auth.user.id,
      } as const;
      if (changes.label !== undefined) {
        history.push({ ...change, field: 'renamed', before: item.label, after: changes.label });
      }
      if (changes.name !== undefined) {
        history.push({ ...change, field: 'comment changed', before: item.name, after: changes.name });
      }
    }
  });
  return documentOf(deps, { ...item, ...changes }, null);
}

/**
 * Deletes an item everywhere, with its files (administrators only). One linked to more than one
 * question is refused (409, saying where) unless the caller confirms.
 */
export async function removeEvidence(deps: AttachmentDeps, auth: AuthContext, id: string, confirm: boolean, now: Date) {
  const item = await existingEvidence(deps, id);
  const role = await requireWritableCenter(deps.db, auth, item.center_id, now);
  if (role !== 'admin') throw forbidden(ADMINS_ONLY);
  const uses = await findUses(deps.db, [id]);
  if (uses.length > 1 && !confirm) throw conflict(usedElsewhereQuestion(uses.map((use) => use.label)));
  const files = await findEvidenceFiles(deps.db, [id]);
  await removeAttachments(deps, files);
  const history = uses.map((use) =>
    evidenceChange(item, { centerId: item.center_id, questionId: use.question_id }, 'deleted', auth.user.id),
  );
  await deleteEvidence(deps.db, id, history);
}

/** The item and answer record, after checking both are of one centre the caller may change. */
async function itemAndResult(deps: AttachmentDeps, auth: AuthContext, id: string, cqrId: string, now: Date) {
  const item = await existingEvidence(deps, id);
  await requireWritableCenter(deps.db, auth, item.center_id, now);
  // Another centre's answer record (or none) is refused like another tenant's data.
  const result = await resultOrRefusal(deps, cqrId);
  if (result.center_id !== item.center_id) throw forbidden(NO_ACCESS);
  return { item, where: { centerId: result.center_id, questionId: result.question_id } };
}

/** Links a library item to another question (linking it again changes nothing). */
export async function linkEvidence(deps: AttachmentDeps, auth: AuthContext, id: string, cqrId: string, now: Date) {
  const { item, where } = await itemAndResult(deps, auth, id, cqrId, now);
  await withHistory(deps.db, async (trx, history) => {
    if (await insertLink(trx, { evidenceId: id, cqrId, userId: auth.user.id, at: isoNow(now) })) {
      history.push(evidenceChange(item, where, 'linked', auth.user.id));
    }
  });
  return documentOf(deps, item, cqrId);
}

/** Takes an item off a question; it stays in the library (taking it off again changes nothing). */
export async function unlinkEvidence(deps: AttachmentDeps, auth: AuthContext, id: string, cqrId: string, now: Date) {
  const { item, where } = await itemAndResult(deps, auth, id, cqrId, now);
  await withHistory(deps.db, async (trx, history) => {
    if (await deleteLink(trx, id, cqrId)) history.push(evidenceChange(item, where, 'unlinked', auth.user.id));
  });
}
