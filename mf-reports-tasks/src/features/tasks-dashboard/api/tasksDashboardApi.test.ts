import { endpoints, PATHS } from '@qip/shared-contracts';
import { clientWithEarlyReplies, completeServiceDetails, demoService, demoTask } from '@qip/shared-ui/testing';
import { loadTaskPage } from './tasksDashboardApi';

const CENTER_ID = demoService().id;
const NO_FILTERS = { areas: [], from: '', to: '', assignee: '', overdue: false, page: 1 };
const firstPage = { tasks: [demoTask()], total: 1, page: 1, pageSize: 10 };

describe("the tasks dashboard's first calls", () => {
  it.each([PATHS.tasks, `${PATHS.tasks}?task=task-1`])(
    'take the replies of the reads the shell sent for %s, asking for nothing',
    async (address) => {
      // The shell sends pageFirstReads(PATHS.tasks) before the page has mounted: the page's own
      // calls must be those very addresses, or the early replies go unused and each is asked twice.
      const { api, asked, earlyReplies } = await clientWithEarlyReplies(address, CENTER_ID, {
        [`/api/center/${CENTER_ID}`]: completeServiceDetails(),
        [`/api/tasks?center_id=${CENTER_ID}&page=1`]: firstPage,
      });

      const [details, tasks] = await Promise.all([
        api.call(endpoints.serviceDetails.get, { params: { id: CENTER_ID } }),
        loadTaskPage(api, CENTER_ID, NO_FILTERS),
      ]);

      expect(asked).not.toHaveBeenCalled();
      expect(details).toEqual(completeServiceDetails());
      expect(tasks).toEqual(firstPage);
      expect(earlyReplies.map(({ url }) => url)).toEqual([`/api/centers/${CENTER_ID}/nqa-progress`]);
    },
  );

  it('leaves a filtered list to the page, which asks for it itself', async () => {
    const { api, asked } = await clientWithEarlyReplies(`${PATHS.tasks}?areas=2`, CENTER_ID, {});
    asked.mockResolvedValueOnce({ data: firstPage, status: 200, statusText: 'OK', headers: {}, config: {} } as never);

    await loadTaskPage(api, CENTER_ID, { ...NO_FILTERS, areas: [2] });

    expect(asked).toHaveBeenCalledTimes(1);
  });
});
