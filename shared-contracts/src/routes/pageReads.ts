import { selectedElement } from '../domain/areaElements';
import type { QualityAreaId } from '../domain/constants';
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
  tasks: '/api/tasks',
  reports: '/api/reports',
  satList: '/api/questions-result-sat/:id',
  serviceUsers: '/api/center/:id/users',
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
  // The dashboard's quality-area cards (mf-assessment: loadNqaCards).
  if (path === PATHS.nqa) return [{ url: PAGE_READ_PATHS.nqaList }, shellProgress(centerId)];
  const areaId = qualityAreaFromParam(AREA_PAGE.exec(path)?.[1]);
  if (areaId !== null) return areaPageReads(areaId, centerId, new URLSearchParams(search));
  const pageReads = PAGE_READS[path];
  // The service's details (useServiceDetails) and the shell's progress bar, then the page's own.
  return pageReads
    ? [serviceDetails(centerId), shellProgress(centerId), ...pageReads(centerId, new URLSearchParams(search))]
    : [];
}

/** The area the SAT page shows: the address's (`?nqa=2`), area 1 until one is chosen. */
export function satPageAreaOf(search: URLSearchParams): QualityAreaId {
  return qualityAreaFromParam(search.get('nqa') ?? undefined) ?? 1;
}

/** The 'QIP Finished' bar the shell shows above every signed-in page. */
const shellProgress = (centerId: string): FirstRead => ({ url: buildPath(PAGE_READ_PATHS.nqaProgress, { centerId }) });
/** The service's details (useServiceDetails in shared-ui). */
const serviceDetails = (centerId: string): FirstRead => ({
  url: buildPath(PAGE_READ_PATHS.serviceDetails, { id: centerId }),
});
/** An area's tree for the service (mf-assessment: loadAreaProgress); `then`, what it leads to. */
const areaTree = (areaId: number, centerId: string, then?: FirstRead['then']): FirstRead => ({
  url: withQuery(buildPath(PAGE_READ_PATHS.areaProgress, { id: areaId }), { center_id: centerId }),
  ...(then ? { then } : {}),
});
/** The service's compliance with an area's laws (mf-assessment: loadLawCompliance). */
const areaLaws = (areaId: number, centerId: string): FirstRead => ({
  url: buildPath(PAGE_READ_PATHS.areaLaws, { center: centerId, nqa: areaId }),
});

/**
 * An area page (mf-assessment: AreaPage): the service's details, the area's tree, its laws, and
 * once the tree has come the questions of the element it opens at; and the shell's progress bar.
 */
function areaPageReads(areaId: number, centerId: string, search: URLSearchParams): FirstRead[] {
  const elementLabel = search.get('element');
  const questionsOf = (tree: unknown): FirstRead[] => {
    const element = selectedElement(levelsOf(tree), elementLabel);
    if (!element) return [];
    return [{ url: withQuery(PAGE_READ_PATHS.questions, { center_id: centerId, category_id: element.subLevel.id }) }];
  };
  return [
    serviceDetails(centerId),
    areaTree(areaId, centerId, questionsOf),
    areaLaws(areaId, centerId),
    shellProgress(centerId),
  ];
}

/** Besides the service's details and the progress bar, what each page asks for as it opens. */
const PAGE_READS: Record<string, (centerId: string, search: URLSearchParams) => FirstRead[]> = {
  // The tasks dashboard's first page (mf-reports-tasks: loadTaskPage), when the address sets no
  // filter (with one, the page asks itself); `task` opens a task over the list.
  [PATHS.tasks]: (centerId, search) =>
    [...search.keys()].every((name) => name === 'task')
      ? [{ url: withQuery(PAGE_READ_PATHS.tasks, { center_id: centerId, page: 1 }) }]
      : [],
  // The reports dashboard (mf-reports-tasks): the reports, the SAT rows, the service's people.
  [PATHS.reports]: (centerId) => [
    { url: withQuery(PAGE_READ_PATHS.reports, { center_id: centerId }) },
    { url: buildPath(PAGE_READ_PATHS.satList, { id: centerId }) },
    { url: buildPath(PAGE_READ_PATHS.serviceUsers, { id: centerId }) },
  ],
  // The SAT page (mf-assessment: SatPage): the SAT rows, the quality areas, and the tree and laws
  // of the area it opens at.
  [PATHS.sat]: (centerId, search) => {
    const areaId = satPageAreaOf(search);
    return [
      { url: buildPath(PAGE_READ_PATHS.satList, { id: centerId }) },
      { url: PAGE_READ_PATHS.nqaList },
      areaTree(areaId, centerId),
      areaLaws(areaId, centerId),
    ];
  },
  // The service-details wizard's first page.
  [PATHS.serviceDetails]: () => [],
};

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
