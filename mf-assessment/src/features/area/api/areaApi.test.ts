import { endpoints, PATHS, selectedElement } from '@qip/shared-contracts';
import { clientWithEarlyReplies } from '@qip/shared-ui/testing';
import {
  areaTree,
  CENTER_ID,
  compliance,
  elementQuestions,
  nqaProgress,
  serviceDetails,
} from '../../../testing/fixtures';
import { loadLawCompliance } from '../../laws';
import { loadElementQuestions } from '../../questions';
import { loadAreaProgress } from './areaApi';

const bodies = (elementId: string) => ({
  [`/api/center/${CENTER_ID}`]: serviceDetails({ percent: 100, missing: [] }),
  [`/api/category/1?center_id=${CENTER_ID}`]: areaTree(),
  [`/api/laws-regulations-result-get-nqa/${CENTER_ID}/1`]: compliance(),
  [`/api/centers/${CENTER_ID}/nqa-progress`]: nqaProgress(),
  [`/api/questions?category_id=${elementId}&center_id=${CENTER_ID}`]: elementQuestions(),
});

describe("an area page's first calls", () => {
  it.each([
    ['its first element', PATHS.nqaArea(1), 'nqs2018-1.1.1'],
    ['the element its address names', `${PATHS.nqaArea(1)}?element=1.3.2&category=embedded`, 'nqs2018-1.3.2'],
  ])(
    'take the replies of the reads the shell sent for the page, at %s, asking for nothing',
    async (_, address, elementId) => {
      // The shell sends pageFirstReads for the address before the page has mounted: the page's own
      // calls (AreaPage and ElementWorkspace, the service details of useServiceDetails) must be those
      // very addresses, or the early replies go unused and each is asked for twice.
      const { api, asked, earlyReplies } = await clientWithEarlyReplies(address, CENTER_ID, bodies(elementId));

      const [details, tree, laws] = await Promise.all([
        api.call(endpoints.serviceDetails.get, { params: { id: CENTER_ID } }),
        loadAreaProgress(api, 1, CENTER_ID),
        loadLawCompliance(api, CENTER_ID, 1),
      ]);
      const element = selectedElement(tree.levels, new URL(address, 'http://portal.test').searchParams.get('element'));
      const questions = await loadElementQuestions(api, CENTER_ID, element!.subLevel.id);

      expect(asked).not.toHaveBeenCalled();
      expect(element!.subLevel.id).toBe(elementId);
      expect(details.completeness.percent).toBe(100);
      expect(laws).toEqual(compliance());
      expect(questions).toEqual(elementQuestions());
      // Only the shell's progress bar's read is left for the shell to take.
      expect(earlyReplies.map(({ url }) => url)).toEqual([`/api/centers/${CENTER_ID}/nqa-progress`]);
    },
  );
});
