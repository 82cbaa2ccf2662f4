import { failedResource, readyResource, renderWithPlatform } from '@qip/shared-ui/testing';
import { screen } from '@testing-library/react';
import { serviceDetails } from '../../../testing/fixtures';
import { ServiceDetailsCard } from './ServiceDetailsCard';

describe('the service details card', () => {
  it('names at most four missing details, then how many more', () => {
    renderWithPlatform(
      <ServiceDetailsCard
        details={readyResource(serviceDetails({ percent: 20, missing: ['A', 'B', 'C', 'D', 'E', 'F'] }))}
      />,
    );
    expect(screen.getByRole('list', { name: 'Still missing' })).toHaveTextContent('ABCDand 2 more');
    expect(screen.getByRole('progressbar', { name: 'Service details complete' })).toHaveAttribute(
      'aria-valuenow',
      '20',
    );
  });

  it('says so when the details cannot be loaded, and still leads to them', () => {
    renderWithPlatform(<ServiceDetailsCard details={failedResource()} />);
    expect(screen.getByText('Your service details could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open service details' })).toHaveAttribute(
      'href',
      '/qip/nqa/service-details',
    );
  });
});
