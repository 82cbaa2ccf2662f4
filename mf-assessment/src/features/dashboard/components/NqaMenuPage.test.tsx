import { endpoints } from '@qip/shared-contracts';
import { httpError, renderWithPlatform, stubEndpoint, type EndpointStubs } from '@qip/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nqaList, nqaProgress, serviceDetails } from '../../../testing/fixtures';
import { NqaMenuPage } from './NqaMenuPage';

const handlers = (overrides: EndpointStubs = []): EndpointStubs => [
  stubEndpoint(endpoints.assessment.nqaList, () => nqaList()),
  stubEndpoint(endpoints.progress.nqaProgress, () => nqaProgress({ 1: 12.5, 2: 37.5, 3: 100 })),
  stubEndpoint(endpoints.serviceDetails.get, () => serviceDetails({ percent: 100, missing: [] })),
  ...overrides,
];

describe('the NQA menu page', () => {
  it("shows the service's name, its initials without a logo, and the seven areas with their progress", async () => {
    renderWithPlatform(<NqaMenuPage />, { route: '/qip/nqa-dashboard', api: handlers() });
    expect(screen.getByRole('heading', { name: 'Sunshine Paddington' })).toBeInTheDocument();
    expect(screen.getByText('SP')).toBeInTheDocument();

    const menu = await screen.findByRole('navigation', { name: 'NQA menu' });
    const links = within(menu).getAllByRole('link');
    expect(links).toHaveLength(7);
    expect(links[0]).toHaveAttribute('href', '/qip/nqa/1');
    expect(links[6]).toHaveAttribute('href', '/qip/nqa/7');
    expect(within(links[1] as HTMLElement).getByRole('progressbar', { name: 'NQA2 progress' })).toHaveAttribute(
      'aria-valuenow',
      '37',
    );
    expect(within(links[2] as HTMLElement).getByText('Finished')).toBeInTheDocument();
    // The total as the header's bar shows it: rounded up.
    expect(screen.getByText(/QIP Finished 13%/)).toBeInTheDocument();
  });

  it('says when the areas cannot be loaded, and Retry loads them', async () => {
    let fail = true;
    renderWithPlatform(<NqaMenuPage />, {
      api: handlers([
        stubEndpoint(endpoints.assessment.nqaList, () => {
          if (fail) throw httpError(400, { statusCode: 400, error: 'Bad Request', message: 'No' });
          return nqaList();
        }),
      ]),
    });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('navigation', { name: 'NQA menu' })).toBeInTheDocument();
  });
});
