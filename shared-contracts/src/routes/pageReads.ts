import { endpoints } from '../api';
import { buildPath } from '../http/endpoint';
import { PATHS } from './paths';

/**
 * The reads a page sends as it opens that need nothing but the selected service, by the page's
 * address. The shell sends them itself as soon as the session is known, while it is still
 * rendering the portal, and the API client gives the page their replies (EarlyReply) instead of
 * asking again: so each is the address the client builds for the page's own call.
 */
export function pageFirstReads(path: string, { centerId }: { centerId: string }): string[] {
  // The dashboard's quality-area cards (mf-assessment: loadNqaCards).
  if (path === PATHS.nqa) {
    return [endpoints.assessment.nqaList.path, buildPath(endpoints.progress.nqaProgress.path, { centerId })];
  }
  return [];
}
