import { REMOTES } from '@qip/shared-contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoAuthenticatedState, renderWithPlatform } from '../testing';
import { RemoteLandingPage } from './RemoteLandingPage';

describe.each(REMOTES.map((remote) => [remote.name, remote] as const))('%s landing page', (_name, remote) => {
  it('names the area and shows who is signed in to which service, read from the shell', () => {
    renderWithPlatform(<RemoteLandingPage remote={remote} />, {
      route: remote.routes[0],
      state: demoAuthenticatedState(),
    });
    expect(screen.getByRole('heading', { level: 1, name: remote.title })).toBeInTheDocument();
    expect(screen.getByText('Dana Director (director@sunshine.test)')).toBeInTheDocument();
    expect(screen.getByText('Sunshine Paddington')).toBeInTheDocument();
  });

  it('lists its routes, and asks the shell to navigate through the bus', async () => {
    const { platform } = renderWithPlatform(<RemoteLandingPage remote={remote} />, { route: remote.routes[0] });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([...remote.routes]);
    await userEvent.click(links[links.length - 1]!);
    expect(platform.published).toContainEqual({
      type: 'navigate',
      payload: { to: remote.routes[remote.routes.length - 1] },
    });
  });
});

it('says so when nobody is signed in', () => {
  renderWithPlatform(<RemoteLandingPage remote={REMOTES[0]!} />, { state: { status: 'anonymous' } });
  expect(screen.getByText('You are not signed in.')).toBeInTheDocument();
});
