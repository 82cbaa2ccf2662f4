import { endpoints, PATHS, remoteByName } from '@qip/shared-contracts';
import { newServiceDetails, renderWithPlatform, stubEndpoint } from '@qip/shared-ui/testing';
import { screen } from '@testing-library/react';
import { App } from './App';

const remote = remoteByName('mf-reports-tasks');

describe('the mf-reports-tasks remote', () => {
  it('shows its landing page at /qip/reports until the reports dashboard is built', () => {
    renderWithPlatform(<App />, { route: PATHS.reports });
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
