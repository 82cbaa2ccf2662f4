import { endpoints, PATHS, updatedWebinarsPath } from '@qip/shared-contracts';
import { renderWithPlatform, stubEndpoint } from '@qip/shared-ui/testing';
import { screen } from '@testing-library/react';
import { App } from './App';
import { categoriesAnswer, pageOf, resourceFile } from './testing/fixtures';

describe('the mf-resources remote', () => {
  it('shows the resource centre at its address, on the QIP/SAT resources tab', async () => {
    renderWithPlatform(<App />, {
      route: PATHS.userResource,
      api: [
        stubEndpoint(endpoints.assessment.categories, categoriesAnswer),
        stubEndpoint(endpoints.resources.list, () => pageOf([resourceFile()])),
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Resources' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'QIP/SAT resources', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Resources' })).toBeInTheDocument();
  });

  it('shows the webinar placeholder page', () => {
    renderWithPlatform(<App />, { route: updatedWebinarsPath('12') });
    expect(screen.getByRole('heading', { level: 1, name: 'Webinars' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'App tutorials' })).toHaveAttribute(
      'href',
      '/qip/user-resource?tab=tutorials',
    );
  });
});
