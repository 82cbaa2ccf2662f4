import { selectedElement } from '../domain/areaElements';
import { qualityAreaFromParam } from '../domain/qualityAreas';
import { buildPath, withQuery } from '../http/buildPath';
import type { FirstRead } from '../http/earlyReplies';
import { PATHS } from './paths';

/**
 * The API's addresses of the reads pages send as they open; the endpoints (in api/) use them, so
 * the reads the shell sends early and the pages' own calls are one address.
 */
export const PAGE_READ_PATHS = {
  nqaList: '/api/nqa',
  nqaProgress: '/api/centers/:centerId/nqa-progress',
  serviceDetails: '/api/center/:id',
  areaProgress: '/api/category/:id',
  areaLaws: '/api/laws-regulations-result-get-nqa/:center/:nqa',
  questions: '/api/questions',
} as const;

const AREA_PAGE = /^\/qip\/nqa\/([^/]+)$/;

/**
 * The reads a page sends as it opens that need nothing but the selected service and the address,
 * by the page's address (`path` without any base path; `search` its query). The shell sends them
 * itself as soon as it can, while the portal's script is still arriving or rendering, and the API
 * client gives the page their replies (EarlyReply) instead of asking again: so each is the address
 * the client builds for the page's own call.
 */
export function pageFirstReads(
  path: string,
  { centerId, search = '' }: { centerId: string; search?: string },
): FirstRead[] {
  const progress = { url: buildPath(PAGE_READ_PATHS.nqaProgress, { centerId }) };
  // The dashboard's quality-area cards (mf-assessment: loadNqaCards).
  if (path === PATHS.nqa) return [{ url: PAGE_READ_PATHS.nqaList }, progress];
  const areaId = qualityAreaFromParam(AREA_PAGE.exec(path)?.[1]);
  if (areaId === null) return [];
  // An area page (mf-assessment: AreaPage): the service's details, the area's tree, its laws, and
  // once the tree has come the questions of the element it opens at; and the shell's progress bar.
  const elementLabel = new URLSearchParams(search).get('element');
  return [
    { url: buildPath(PAGE_READ_PATHS.serviceDetails, { id: centerId }) },
    {
      url: withQuery(buildPath(PAGE_READ_PATHS.areaProgress, { id: areaId }), { center_id: centerId }),
      then: (tree) => {
        const element = selectedElement(levelsOf(tree), elementLabel);
        if (!element) return [];
        return [
          { url: withQuery(PAGE_READ_PATHS.questions, { center_id: centerId, category_id: element.subLevel.id }) },
        ];
      },
    },
    { url: buildPath(PAGE_READ_PATHS.areaLaws, { center: centerId, nqa: areaId }) },
    progress,
  ];
}

interface ElementShape {
  id: string;
  label: string;
}

/** The levels of an area's tree as it came from the API (not checked by its schema here). */
function levelsOf(tree: unknown): { subLevels: ElementShape[] }[] {
  const levels = (tree as { levels?: unknown } | null)?.levels;
  if (!Array.isArray(levels)) return [];
  return levels.map((level: { subLevels?: unknown }) => ({
    subLevels: Array.isArray(level?.subLevels)
      ? (level.subLevels as unknown[]).filter(
          (sub): sub is ElementShape =>
            typeof (sub as ElementShape)?.id === 'string' && typeof (sub as ElementShape)?.label === 'string',
        )
      : [],
  }));
}
