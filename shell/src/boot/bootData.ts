import { PortalConfigSchema, type PortalConfig, type RemotesManifest } from '@qip/shared-contracts';
import { z } from 'zod';

/** The page's JSON block the API writes (api/src/plugins/bootPage.ts). */
export const BOOT_DATA_ID = 'qip-boot';

const BootDataSchema = z.object({
  remotes: z.record(z.string(), z.string()),
  config: PortalConfigSchema,
});

/** What the shell would otherwise fetch before it can start. */
export interface BootData {
  remotes: RemotesManifest;
  config: PortalConfig;
}

/**
 * The remotes manifest and portal configuration the API wrote into the page, or null where the
 * page has none (the development server's page) or it cannot be read: the shell then fetches them.
 */
export function readBootData(doc: Document = document): BootData | null {
  const text = doc.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = BootDataSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
