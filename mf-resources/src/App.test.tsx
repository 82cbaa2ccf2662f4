import { remoteByName } from '@qip/shared-contracts';
import { renderWithPlatform } from '@qip/shared-ui/testing';
import { screen } from '@testing-library/react';
import { App } from './App';

const remote = remoteByName('mf-resources');

describe('the mf-resources remote', () => {
  it.each(remote.routes.map((route) => [route]))('shows its landing page at %s', (route) => {
    renderWithPlatform(<App />, { route });
    expect(screen.getByRole('heading', { level: 1, name: remote.title })).toBeInTheDocument();
  });
});
