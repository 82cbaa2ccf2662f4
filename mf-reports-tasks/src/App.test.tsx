import { endpoints, PATHS, remoteByName } from '@qip/shared-contracts';
import { newServiceDetails, renderWithPlatform, stubEndpoint } from '@qip/shared-ui/testing';
import { screen } from '@testing-library/react';
import { App } from './App';

const remote = remoteByName('mf-reports-tasks');

describe('the mf-reports-tasks remote', () => {
  it('shows the reports dashboard at /qip/reports', async () => {
    renderWithPlatform(<App />, {
      route: PATHS.reports,
      api: [
        stubEndpoint(endpoints.serviceDetails.get, () => newServiceDetails()),
        stubEndpoint(endpoints.reports.list, () => []),
        stubEndpoint(endpoints.sat.list, () => []),
        stubEndpoint(endpoints.tasks.centerUsers, () => []),
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect((await screen.findAllByText('No reports yet.')).length).toBeGreaterThan(0);
  });

  it('shows its landing page at an address it has no page for', () => {
    renderWithPlatform(<App />, { route: '/qip/reports-and-more' });
    expect(screen.getByRole('heading', { level: 1, name: remote.title })).toBeInTheDocument();
  });

  it.each([PATHS.tasks, `${PATHS.tasks}/Eli Nguyen`])('shows the tasks dashboard at %s', async (route) => {
    renderWithPlatform(<App />, {
      route,
      api: [
        stubEndpoint(endpoints.serviceDetails.get, () => newServiceDetails()),
        stubEndpoint(endpoints.tasks.list, () => ({ tasks: [], total: 0, page: 1, pageSize: 10 })),
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Tasks' })).toBeInTheDocument();
    expect(await screen.findByText(/No tasks match these filters|There are no tasks yet/)).toBeInTheDocument();
  });
});
