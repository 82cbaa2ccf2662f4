import { createApiClient, endpoints, PATHS, pageFirstReads, type EarlyReply } from '@qip/shared-contracts';
import { CENTER_ID, nqaList, nqaProgress } from '../../../testing/fixtures';
import { loadNqaCards } from './dashboardApi';

describe('loadNqaCards', () => {
  it('takes the replies of the reads the shell sent for the dashboard, asking for nothing itself', async () => {
    // The shell sends pageFirstReads(PATHS.nqa) as the login lands on the dashboard: the cards'
    // own calls must be those very addresses, or the early replies go unused and each is asked twice.
    const bodies: Record<string, unknown> = {
      [endpoints.assessment.nqaList.path]: nqaList(),
      [endpoints.progress.nqaProgress.path.replace(':centerId', CENTER_ID)]: nqaProgress({ 1: 50 }),
    };
    const earlyReplies: EarlyReply[] = pageFirstReads(PATHS.nqa, { centerId: CENTER_ID }).map((url) => ({
      url,
      accessToken: 'token',
      reply: Promise.resolve({ status: 200, body: bodies[url] }),
    }));
    const api = createApiClient({ getAccessToken: () => 'token', earlyReplies });
    const asked = jest.fn(() => Promise.reject(new Error('asked the API itself')));
    api.http.defaults.adapter = asked;

    const cards = await loadNqaCards(api, CENTER_ID);

    expect(asked).not.toHaveBeenCalled();
    expect(earlyReplies).toHaveLength(0);
    expect(cards.cards[0]).toMatchObject({ id: 1, completed: 50 });
  });
});
