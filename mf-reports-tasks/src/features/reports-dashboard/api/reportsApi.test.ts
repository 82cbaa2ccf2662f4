import { endpoints, PATHS } from '@qip/shared-contracts';
import { loadCenterUsers } from '@qip/shared-ui';
import {
  clientWithEarlyReplies,
  completeServiceDetails,
  demoCenterUsers,
  demoReports,
  demoService,
} from '@qip/shared-ui/testing';
import { loadReports, loadSatEntries } from './reportsApi';

const CENTER_ID = demoService().id;

describe("the reports dashboard's first calls", () => {
  it('take the replies of the reads the shell sent for the page, asking for nothing', async () => {
    // The shell sends pageFirstReads(PATHS.reports) before the page has mounted: the page's own
    // calls must be those very addresses, or the early replies go unused and each is asked twice.
    const { api, asked, earlyReplies } = await clientWithEarlyReplies(PATHS.reports, CENTER_ID, {
      [`/api/center/${CENTER_ID}`]: completeServiceDetails(),
      [`/api/reports?center_id=${CENTER_ID}`]: demoReports(2),
      [`/api/questions-result-sat/${CENTER_ID}`]: [],
      [`/api/center/${CENTER_ID}/users`]: demoCenterUsers(),
    });

    const [details, reports, sat, users] = await Promise.all([
      api.call(endpoints.serviceDetails.get, { params: { id: CENTER_ID } }),
      loadReports(api, CENTER_ID),
      loadSatEntries(api, CENTER_ID),
      loadCenterUsers(api, CENTER_ID),
    ]);

    expect(asked).not.toHaveBeenCalled();
    expect(details).toEqual(completeServiceDetails());
    expect(reports).toEqual(demoReports(2));
    expect(sat).toEqual([]);
    expect(users).toEqual(demoCenterUsers());
    expect(earlyReplies.map(({ url }) => url)).toEqual([`/api/centers/${CENTER_ID}/nqa-progress`]);
  });
});
