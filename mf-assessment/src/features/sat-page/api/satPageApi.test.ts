import { endpoints, PATHS } from '@qip/shared-contracts';
import { clientWithEarlyReplies, completeServiceDetails } from '@qip/shared-ui/testing';
import { areaTree, CENTER_ID, compliance, nqaList, nqaProgress } from '../../../testing/fixtures';
import { loadAreaProgress } from '../../area';
import { loadLawCompliance } from '../../laws';
import { loadSat } from '../../sat';
import { loadQualityAreas } from './satPageApi';

describe("the SAT page's first calls", () => {
  it.each([
    [PATHS.sat, 1],
    [`${PATHS.sat}?nqa=3&element=3.1.1`, 3],
  ])('take the replies of the reads the shell sent for %s, asking for nothing', async (address, areaId) => {
    // The shell sends pageFirstReads(PATHS.sat) before the page has mounted: the page's own calls
    // must be those very addresses, or the early replies go unused and each is asked for twice.
    const { api, asked, earlyReplies } = await clientWithEarlyReplies(address, CENTER_ID, {
      [`/api/category/${areaId}?center_id=${CENTER_ID}`]: areaTree(),
      [`/api/laws-regulations-result-get-nqa/${CENTER_ID}/${areaId}`]: compliance(),
      [`/api/center/${CENTER_ID}`]: completeServiceDetails(),
      [`/api/centers/${CENTER_ID}/nqa-progress`]: nqaProgress(),
      [`/api/questions-result-sat/${CENTER_ID}`]: [],
      '/api/nqa': nqaList(),
    });

    const [details, entries, areas, tree, laws] = await Promise.all([
      api.call(endpoints.serviceDetails.get, { params: { id: CENTER_ID } }),
      loadSat(api, CENTER_ID),
      loadQualityAreas(api),
      loadAreaProgress(api, areaId, CENTER_ID),
      loadLawCompliance(api, CENTER_ID, areaId),
    ]);

    expect(asked).not.toHaveBeenCalled();
    expect(details).toEqual(completeServiceDetails());
    expect(entries).toEqual([]);
    expect(areas).toEqual(nqaList());
    expect(tree).toEqual(areaTree());
    expect(laws).toEqual(compliance());
    // Only the shell's progress bar's read is left for the shell to take.
    expect(earlyReplies.map(({ url }) => url)).toEqual([`/api/centers/${CENTER_ID}/nqa-progress`]);
  });
});
