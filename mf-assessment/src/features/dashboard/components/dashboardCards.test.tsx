import { failedResource, readyResource, renderWithPlatform } from '@qip/shared-ui/testing';
import { screen } from '@testing-library/react';
import { NqaProgressCard } from './NqaProgressCard';
import { ReportsCard } from './ReportsCard';

describe('an NQA progress card', () => {
  it.each([
    [0, 'Start NQA5', 'Not started', '0'],
    [12.9, 'Continue NQA5', 'In progress', '12'],
    [100, 'Completed NQA5', 'Finished', '100'],
  ])('at %d%% reads %s (%s) and shows %s%%', (completed, action, status, shown) => {
    renderWithPlatform(
      <NqaProgressCard area={{ id: 5, name: 'NQA5', title: 'Relationships with children', completed }} />,
    );
    expect(screen.getByRole('link', { name: action })).toHaveAttribute('href', '/qip/nqa/5');
    expect(screen.getByText(status)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'NQA5 progress' })).toHaveAttribute('aria-valuenow', shown);
  });
});

describe('the reports card', () => {
  it('says so when the count cannot be loaded, and still leads to the reports', () => {
    renderWithPlatform(<ReportsCard count={failedResource<number>()} />);
    expect(screen.getByText('The number of reports could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to reports' })).toHaveAttribute('href', '/qip/reports');
  });

  it('count one report in the singular', () => {
    renderWithPlatform(<ReportsCard count={readyResource(1)} />);
    expect(screen.getByText('report generated for this service')).toBeInTheDocument();
  });
});
