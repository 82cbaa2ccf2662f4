import type { AttachmentEntity } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { CENTER_LOGO } from '../../shared/attachments.repository';

/** How attachments of one kind of entity are scoped and kept. Later areas add their entities. */
interface EntityRules {
  /** The centre whose members may see and change the entity's files; null when it does not exist. */
  centerOf(db: Kysely<Database>, entityId: string): Promise<string | null>;
  /** Names that hold one file at a time: a new upload replaces the previous one. */
  singleFileNames: readonly string[];
}

export const ATTACHMENT_ENTITIES: Record<AttachmentEntity, EntityRules> = {
  centers: {
    async centerOf(db, entityId) {
      const center = await db.selectFrom('centers').select('id').where('id', '=', entityId).executeTakeFirst();
      return center?.id ?? null;
    },
    singleFileNames: [CENTER_LOGO.name],
  },
};
