import { endpoints, PATHS } from '@qip/shared-contracts';
import { clientWithEarlyReplies } from '@qip/shared-ui/testing';
import { CENTER_ID, nqaList, nqaProgress } from '../../../testing/fixtures';
import { loadNqaCards } from './dashboardApi';

describe('loadNqaCards', () => {
  it('takes the replies of the reads the shell sent for the dashboard, asking for nothing itself', async () => {
    // The shell sends pageFirstReads(PATHS.nqa) as the login lands on the dashboard: the cards'
    // own calls must be those very addresses, or the early replies go unused and each is asked twice.
    const { api, asked, earlyReplies } = await clientWithEarlyReplies(PATHS.nqa, CENTER_ID, {
      [endpoints.assessment.nqaList.path]: nqaList(),
      [endpoints.progress.nqaProgress.path.replace(':centerId', CENTER_ID)]: nqaProgress({ 1: 50 }),
    });

    const cards = await loadNqaCards(api, CENTER_ID);

    expect(asked).not.toHaveBeenCalled();
    expect(earlyReplies).toHaveLength(0);
    expect(cards.cards[0]).toMatchObject({ id: 1, completed: 50 });
  });
});
