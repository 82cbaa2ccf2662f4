import { serviceDetailsCompleteness, type ServiceDetails, type ServiceLogo } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { CENTER_LOGO, findAttachments, toAttachmentDto } from '../../shared/attachments.repository';
import { centerStatus } from '../../shared/centerStatus';
import { loadServiceDetails } from '../../shared/serviceDetails.repository';

/** The centre's subscription status, as the wizard shows it. */
async function serviceStatus(db: Kysely<Database>, centerId: string, now: Date) {
  const status = await centerStatus(db, centerId, now);
  return { status: status.status, hasSub: status.hasSub, diffTime: status.diffTime, has_qip: status.hasQip };
}

/** The centre's logo (the newest 'center_logo' attachment), or null. */
async function centerLogo(db: Kysely<Database>, centerId: string): Promise<ServiceLogo | null> {
  const [logo] = await findAttachments(db, { entity: 'centers', entityId: centerId, name: CENTER_LOGO.name });
  if (!logo) return null;
  const dto = toAttachmentDto(logo);
  return {
    id: dto.id,
    url: dto.url,
    created_at: dto.created_at,
    contentType: dto.contentType,
    width: dto.width,
    height: dto.height,
  };
}

/** Everything GET /api/center/{id} answers, or null when there is no such centre. */
export async function serviceDetailsView(
  db: Kysely<Database>,
  centerId: string,
  now: Date,
): Promise<ServiceDetails | null> {
  const stored = await loadServiceDetails(db, centerId);
  if (!stored) return null;
  const [facts, logo] = await Promise.all([serviceStatus(db, centerId, now), centerLogo(db, centerId)]);
  return {
    id: centerId,
    ...stored.fields,
    ...facts,
    logo,
    completeness: serviceDetailsCompleteness({ ...stored.fields, logo }),
    updatedAt: stored.updatedAt,
  };
}
