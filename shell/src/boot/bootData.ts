import { BOOT_DATA_ID, isRecord, type BootData } from '@qip/shared-contracts';

/**
 * Whether the page's block is boot data (BootDataSchema in the contract). Checked by hand: it is
 * the first thing the shell reads, and the browser loads no zod at start (bootData.test.ts keeps
 * the two in step).
 */
export function isBootData(data: unknown): data is BootData {
  if (!isRecord(data) || !isRecord(data.remotes) || !isRecord(data.config)) return false;
  const { hubUrl, version, uploadMaxBytes, supportEmail } = data.config;
  return (
    Object.values(data.remotes).every((url) => typeof url === 'string') &&
    typeof hubUrl === 'string' &&
    typeof version === 'string' &&
    Number.isInteger(uploadMaxBytes) &&
    (uploadMaxBytes as number) > 0 &&
    typeof supportEmail === 'string'
  );
}

/**
 * The remotes manifest and portal configuration the API wrote into the page, or null where the
 * page has none (the development server's page) or it cannot be read: the shell then fetches them.
 */
export function readBootData(doc: Document = document): BootData | null {
  const text = doc.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    return isBootData(data) ? data : null;
  } catch {
    return null;
  }
}
