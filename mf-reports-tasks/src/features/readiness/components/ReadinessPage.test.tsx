import { endpoints, nothingToDoText, READINESS_MESSAGES, type Readiness } from '@qip/shared-contracts';
import { httpError, renderWithPlatform, stubEndpoint } from '@qip/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReadinessPage } from './ReadinessPage';

const AREAS: Readiness['areas'] = [1, 2, 3, 4, 5, 6, 7].map((areaId) => ({
  areaId,
  name: `NQA${areaId}`,
  title: areaId === 1 ? 'Educational program and practice' : `Area ${areaId}`,
}));

const readiness = (checks: Readiness['checks']): Readiness => ({ areas: AREAS, checks });

const GAPS = readiness([
  {
    id: 'noEvidence',
    rows: [
      {
        areaId: 1,
        label: '1.1.1',
        title: 'Approved learning framework',
        detail: '2 answered Yes',
        target: { kind: 'element', areaId: 1, elementLabel: '1.1.1' },
      },
    ],
  },
  { id: 'goalsWithoutTasks', rows: [] },
  {
    id: 'overdueTasks',
    rows: [
      {
        areaId: 3,
        label: 'Fix the gate',
        title: '3.1.1 · assigned to Eli Nguyen',
        detail: '01/11/2026',
        target: { kind: 'task', taskId: 'task-1' },
      },
    ],
  },
  {
    id: 'lawsNotRecorded',
    rows: [
      {
        areaId: 1,
        label: 'Regulation 73',
        title: 'Educational program',
        detail: '1.1.1',
        target: { kind: 'laws', areaId: 1 },
      },
    ],
  },
  { id: 'strengthsNotChosen', rows: [] },
  { id: 'nqsChanged', rows: [] },
]);

const renderPage = (answer: () => Readiness | Promise<Readiness>) =>
  renderWithPlatform(<ReadinessPage />, {
    route: '/qip/readiness',
    api: [stubEndpoint(endpoints.readiness.view, answer)],
  });

describe('the readiness view', () => {
  it('shows the totals, then each area with its checks’ rows linking to where each is fixed', async () => {
    const { platform } = renderPage(() => GAPS);
    const totals = within(await screen.findByRole('region', { name: 'Totals' })).getByRole('table');
    expect(within(totals).getByRole('row', { name: 'Elements with no evidence 1' })).toBeInTheDocument();
    expect(within(totals).getByRole('row', { name: 'Overdue tasks 1' })).toBeInTheDocument();
    expect(within(totals).getByRole('row', { name: 'All checks 3' })).toBeInTheDocument();

    const area1 = screen.getByRole('region', { name: 'Quality Area 1: Educational program and practice (2 to fix)' });
    const evidence = within(area1).getByRole('table', { name: 'Elements with no evidence (1)' });
    expect(within(evidence).getByRole('columnheader', { name: 'Element' })).toBeInTheDocument();
    expect(within(evidence).getByRole('link', { name: '1.1.1 Approved learning framework' })).toHaveAttribute(
      'href',
      '/qip/nqa/1?element=1.1.1',
    );
    expect(within(area1).getByRole('link', { name: 'Regulation 73 Educational program' })).toHaveAttribute(
      'href',
      '/qip/nqa/1?laws=open',
    );
    // A check with nothing in the area shows no table.
    expect(within(area1).queryByRole('table', { name: /Overdue tasks/ })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: /^Quality Area 2/ })).getByText(READINESS_MESSAGES.areaClear),
    ).toBeInTheDocument();

    const area3 = screen.getByRole('region', { name: /^Quality Area 3/ });
    const task = within(area3).getByRole('link', { name: 'Fix the gate 3.1.1 · assigned to Eli Nguyen' });
    expect(task).toHaveAttribute('href', '/qip/tasks?task=task-1');
    await userEvent.click(task);
    expect(platform.published).toContainEqual({ type: 'navigate', payload: { to: '/qip/tasks?task=task-1' } });
  });

  it('says there is nothing to do when every check is clear', async () => {
    renderPage(() =>
      readiness([
        { id: 'noEvidence', rows: [] },
        { id: 'overdueTasks', rows: [] },
      ]),
    );
    expect(await screen.findByRole('heading', { name: 'Nothing to do' })).toBeInTheDocument();
    expect(screen.getByText(nothingToDoText(['noEvidence', 'overdueTasks']))).toBeInTheDocument();
  });

  it('says it is loading, then says when it failed, and Retry loads it', async () => {
    let fail = true;
    renderPage(() => {
      if (fail) throw httpError(500, {});
      return GAPS;
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading data...');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Totals' })).toBeInTheDocument();
  });
});
