import { BOOT_DATA_ID, BootDataSchema, type BootData } from '@qip/shared-contracts';

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
