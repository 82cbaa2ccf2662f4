import {
  endpoints,
  RETRY_POLICIES,
  type ApiClient,
  type Attachment,
  type EvidenceCreateInput,
  type EvidenceDocument,
  type Question,
} from '@qip/shared-contracts';
import { readAsDataUrl } from '@qip/shared-ui';

// The calls of the evidence modal: a question's evidence, adding (files with their progress),
// renaming, deleting, linking from the service's library, and the evidence notes.

/** The evidence of one answer record, retried as question lists are (spec). */
export function loadEvidence(api: ApiClient, cqrId: string): Promise<EvidenceDocument[]> {
  return api.call(endpoints.evidence.list, { query: { cqr_id: cqrId } }, { retry: RETRY_POLICIES.questions });
}

/** The service's evidence library, optionally searched. */
export function searchLibrary(api: ApiClient, centerId: string, search: string): Promise<EvidenceDocument[]> {
  const text = search.trim();
  return api.call(endpoints.evidence.library, { query: { center_id: centerId, ...(text ? { search: text } : {}) } });
}

/** A link or a comment. */
export function addTextEvidence(
  api: ApiClient,
  body: EvidenceCreateInput & { title: 'link' | 'comment' },
): Promise<EvidenceDocument> {
  return api.call(endpoints.evidence.create, { body });
}

/** An upload's first file, which creates the evidence. */
export async function addUploadEvidence(
  api: ApiClient,
  input: { cqrId: string; label: string; userId: string; file: File },
  onProgress: (fraction: number) => void,
): Promise<EvidenceDocument> {
  const base64Image = await readAsDataUrl(input.file);
  return api.call(
    endpoints.evidence.create,
    {
      body: {
        title: 'evidence',
        label: input.label,
        cqr_id: input.cqrId,
        user_id: input.userId,
        base64_image: base64Image,
        file_name: input.file.name,
      },
    },
    { onUploadProgress: onProgress },
  );
}

/** A further file of an upload evidence. */
export async function addEvidenceFile(
  api: ApiClient,
  input: { evidenceId: string; label: string; file: File },
  onProgress: (fraction: number) => void,
): Promise<Attachment> {
  const base64Image = await readAsDataUrl(input.file);
  return api.call(
    endpoints.attachments.create,
    {
      body: {
        entity: 'evidence',
        entity_id: input.evidenceId,
        name: 'evidence',
        title: 'evidence',
        label: input.label,
        base64_image: base64Image,
        file_name: input.file.name,
      },
    },
    { onUploadProgress: onProgress },
  );
}

/** A new memorable name, or (administrators) a comment's new HTML. */
export function editEvidence(
  api: ApiClient,
  id: string,
  change: { label: string } | { comment: string },
): Promise<EvidenceDocument> {
  return api.call(endpoints.evidence.update, { params: { id }, body: change });
}

/** Deletes the item everywhere; `confirm` says the person knows it is used on other questions. */
export async function deleteEvidence(api: ApiClient, id: string, confirm: boolean): Promise<void> {
  await api.call(endpoints.evidence.remove, { params: { id }, query: confirm ? { confirm: true } : {} });
}

export function linkEvidence(api: ApiClient, id: string, cqrId: string): Promise<EvidenceDocument> {
  return api.call(endpoints.evidence.link, { params: { id }, body: { cqr_id: cqrId } });
}

export async function unlinkEvidence(api: ApiClient, id: string, cqrId: string): Promise<void> {
  await api.call(endpoints.evidence.unlink, { params: { id, cqr_id: cqrId } });
}

/** 'General notes or comments': the answer's evidence note (spec: evidence_note of the comply call). */
export function saveEvidenceNote(api: ApiClient, question: Question, centerId: string, note: string, version: number) {
  return api.call(endpoints.assessment.comply, {
    body: { center_id: centerId, question_id: question.id, evidence_note: note === '' ? null : note, version },
  });
}
