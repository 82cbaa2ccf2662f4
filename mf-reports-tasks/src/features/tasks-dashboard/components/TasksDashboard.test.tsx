import { endpoints, PATHS, questionPath, type Task } from '@qip/shared-contracts';
import {
  createTestPlatform,
  demoCenterUsers,
  demoTask,
  newServiceDetails,
  renderWithPlatform,
  stubEndpoint,
} from '@qip/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { TasksDashboard } from './TasksDashboard';

const okAnswer = { ok: true as const };

const FAILED = 'Failed to load data. Please refresh the page and try again, or contact your system administrator.';

const routes = (
  <Routes>
    <Route path={PATHS.tasks} element={<TasksDashboard />} />
    <Route path={`${PATHS.tasks}/:username`} element={<TasksDashboard />} />
  </Routes>
);

function renderDashboard(route: string, options: { tasks?: Task[]; total?: number } = {}) {
  const tasks = options.tasks ?? [demoTask(), demoTask({ id: 'task-2', name: 'Plan the family survey', type: 'goal' })];
  return renderWithPlatform(routes, {
    route,
    api: [
      stubEndpoint(endpoints.serviceDetails.get, () => newServiceDetails()),
      stubEndpoint(endpoints.tasks.list, ({ query }) => ({
        tasks,
        total: options.total ?? tasks.length,
        page: Number(query.page ?? 1),
        pageSize: 10,
      })),
      stubEndpoint(endpoints.tasks.byId, ({ params }) => tasks.find((task) => task.id === params.id) ?? demoTask()),
      stubEndpoint(endpoints.tasks.centerUsers, () => demoCenterUsers()),
      stubEndpoint(endpoints.tasks.update, ({ params, body }) => demoTask({ id: params.id, ...body })),
      stubEndpoint(endpoints.tasks.remove, () => okAnswer),
    ],
  });
}

describe('the tasks dashboard', () => {
  it('lists the tasks with the spec’s columns and an Open button per row', async () => {
    renderDashboard(PATHS.tasks);
    const table = await screen.findByRole('table', { name: 'Tasks' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Task name', 'NQA Area', 'Assignee', 'Assigner', 'Task due', 'Status', 'Actions']);
    const row = within(table).getByRole('row', { name: /Photograph the learning wall/ });
    expect(row).toHaveTextContent('NQA1 · 1.3.1');
    expect(row).toHaveTextContent('Eli Nguyen');
    expect(row).toHaveTextContent('Not started');
    expect(within(row).getByRole('button', { name: 'Open Photograph the learning wall' })).toBeInTheDocument();
  });

  it('reads its filters from the address, and /qip/tasks/{username} filters to that person', async () => {
    const { platform } = renderDashboard(`${PATHS.tasks}/Eli%20Nguyen?areas=1,3&view=overdue&from=2026-01-01`);
    await screen.findByRole('table', { name: 'Tasks' });
    expect(platform.api.callsTo(endpoints.tasks.list)[0]?.query).toEqual({
      center_id: 'center-paddington',
      page: 1,
      nqa_areas: '1,3',
      assignee_name: 'Eli Nguyen',
      date_from: '2026-01-01',
      overdue: '1',
    });
    expect(screen.getByRole('checkbox', { name: 'NQA3' })).toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Assignee name' })).toHaveValue('Eli Nguyen');
    expect(screen.getByRole('button', { name: 'Overdue' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when the date range runs backwards and disables Filter', async () => {
    renderDashboard(PATHS.tasks);
    await screen.findByRole('table', { name: 'Tasks' });
    await userEvent.type(screen.getByLabelText('Due from'), '2026-12-10');
    await userEvent.type(screen.getByLabelText('Due to'), '2026-12-01');
    expect(screen.getByRole('alert')).toHaveTextContent('The start of the range must not be after its end.');
    expect(screen.getByRole('button', { name: 'Filter' })).toBeDisabled();
  });

  it('applies typed filters on Filter, from page 1', async () => {
    const { platform } = renderDashboard(`${PATHS.tasks}?page=2`, { total: 25 });
    await screen.findByRole('table', { name: 'Tasks' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'NQA2' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Assignee name' }), 'dana');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(platform.api.callsTo(endpoints.tasks.list).at(-1)?.query).toEqual({
        center_id: 'center-paddington',
        page: 1,
        nqa_areas: '2',
        assignee_name: 'dana',
      }),
    );
  });

  it('pages by 10 and shows ellipses past 7 pages', async () => {
    renderDashboard(PATHS.tasks, { total: 95 });
    const pager = await screen.findByRole('navigation', { name: 'Task pages' });
    expect(within(pager).getByRole('button', { name: 'Page 10' })).toBeInTheDocument();
    expect(within(pager).queryByRole('button', { name: 'Page 7' })).not.toBeInTheDocument();
    expect(pager).toHaveTextContent('…');
  });

  it('says when no task matches', async () => {
    renderDashboard(`${PATHS.tasks}?view=overdue`, { tasks: [] });
    expect(await screen.findByText('No tasks match these filters.')).toBeInTheDocument();
  });

  it('opens a task, marks it In progress and updates it', async () => {
    const { platform } = renderDashboard(PATHS.tasks);
    await userEvent.click(await screen.findByRole('button', { name: 'Open Photograph the learning wall' }));
    const modal = await screen.findByRole('dialog', { name: 'Manage this evidence task' });
    expect(within(modal).getByRole('region', { name: 'Task info' })).toHaveTextContent(
      '1.3.1 Assessment and planning cycle',
    );
    await userEvent.click(await within(modal).findByRole('button', { name: 'Status: Not started' }));
    const picker = await screen.findByRole('dialog', { name: 'Task status' });
    await userEvent.click(within(picker).getByRole('radio', { name: 'In progress' }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Done' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Update task' }));
    await waitFor(() => expect(platform.api.callsTo(endpoints.tasks.update)[0]?.body).toMatchObject({ status: 2 }));
    expect(platform.published).toContainEqual({
      type: 'data.changed',
      payload: { entity: 'tasks', centerId: 'center-paddington' },
    });
  });

  it('titles a goal task’s modal, goes to its question, and removes a task after confirming', async () => {
    const { platform } = renderDashboard(`${PATHS.tasks}?task=task-2`);
    const modal = await screen.findByRole('dialog', { name: 'Manage this goal task' });
    await userEvent.click(await within(modal).findByRole('button', { name: 'Go to question' }));
    expect(platform.published).toContainEqual({
      type: 'navigate',
      payload: {
        to: questionPath({
          areaId: 1,
          elementLabel: '1.3.1',
          category: 'embedded',
          questionId: 'nqs2018-1.3.1-embedded-1',
        }),
      },
    });

    await userEvent.click(within(modal).getByRole('button', { name: 'Remove task' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure you want to remove task?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(platform.api.callsTo(endpoints.tasks.remove)).toEqual([{ params: { id: 'task-2' } }]));
  });
});

describe('the tasks dashboard when the tasks cannot be loaded', () => {
  it('retries 5 times, 3 seconds apart, then shows the failed-load text', async () => {
    jest.useFakeTimers();
    try {
      const platform = createTestPlatform({
        api: [
          stubEndpoint(endpoints.serviceDetails.get, () => newServiceDetails()),
          stubEndpoint(endpoints.tasks.list, () => {
            throw new Error('server unavailable');
          }),
        ],
      });
      renderWithPlatform(routes, { route: PATHS.tasks, platform });
      const calls = () => platform.api.callsTo(endpoints.tasks.list).length;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      expect(calls()).toBe(1);
      for (let retry = 1; retry <= 5; retry += 1) {
        await act(async () => {
          await jest.advanceTimersByTimeAsync(3000);
        });
        expect(calls()).toBe(1 + retry);
      }
      expect(await screen.findByText(FAILED)).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
