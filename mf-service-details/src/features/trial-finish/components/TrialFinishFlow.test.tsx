import { endpoints } from '@qip/shared-contracts';
import {
  demoAuthenticatedState,
  demoService,
  newServiceDetails,
  renderWithPlatform,
  stubEndpoint,
} from '@qip/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../../App';

const TYPE_PATH = '/qip/onboarding/finish-free-trial-signup';

beforeEach(() => window.sessionStorage.clear());

function renderFlow(role: 'admin' | 'member' = 'admin') {
  const service = demoService({ role, serviceCatId: null, name: 'My service' });
  const saved: unknown[] = [];
  const view = renderWithPlatform(<App />, {
    route: TYPE_PATH,
    state: demoAuthenticatedState({ services: [service], selectedService: service }),
    api: [
      stubEndpoint(endpoints.serviceDetails.save, ({ params, body }) => {
        saved.push({ params, body });
        return newServiceDetails({ serviceCatId: body.serviceCatId, name: body.name });
      }),
    ],
  });
  return { ...view, saved };
}

describe('the trial-finish flow', () => {
  it('chooses the service type, then the name, and saves both on the service', async () => {
    const { platform } = renderFlow();
    expect(screen.getByRole('heading', { name: 'What type of service is it?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next step' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'OOSH' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next step' }));
    expect(platform.published).toContainEqual({
      type: 'navigate',
      payload: { to: '/qip/onboarding/finish-free-trial-signup/service-name' },
    });
  });

  it("needs a service name; 'You're done. Let's go!' saves and goes to the dashboard", async () => {
    window.sessionStorage.setItem('qip.trial-finish.type.center-paddington', '4');
    const service = demoService({ serviceCatId: null, name: '' });
    const saved: unknown[] = [];
    const { platform } = renderWithPlatform(<App />, {
      route: `${TYPE_PATH}/service-name`,
      state: demoAuthenticatedState({ services: [service], selectedService: service }),
      api: [
        stubEndpoint(endpoints.serviceDetails.save, ({ params, body }) => {
          saved.push({ params, body });
          return newServiceDetails({ serviceCatId: body.serviceCatId, name: body.name });
        }),
      ],
    });
    const done = screen.getByRole('button', { name: "You're done. Let's go!" });
    await userEvent.click(done);
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(saved).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: 'Service name' }), ' Wattle Tree OSHC ');
    await userEvent.click(done);
    await waitFor(() =>
      expect(saved).toEqual([
        { params: { id: 'center-paddington' }, body: { serviceCatId: 4, name: 'Wattle Tree OSHC' } },
      ]),
    );
    expect(platform.published).toContainEqual({ type: 'navigate', payload: { to: '/qip/nqa' } });
  });

  it('is for the administrator of the service only', () => {
    renderFlow('member');
    expect(
      screen.getByRole('heading', { name: "Only the service's administrator can finish setting it up" }),
    ).toBeInTheDocument();
  });
});
