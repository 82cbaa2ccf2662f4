import { endpoints } from '@qip/shared-contracts';
import { completeServiceDetails, httpError, newServiceDetails, stubEndpoint } from '@qip/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { renderWizard } from '../../../testing/renderWizard';
import { SAVE_FAILED_MESSAGE } from './StepForm';
import { UNSAVED_CHANGES_TITLE } from './LeaveStepDialog';

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const steps = () => within(screen.getByRole('navigation', { name: 'Service details steps' }));

beforeEach(() => window.sessionStorage.clear());

describe('the service-details wizard', () => {
  it('goes from the base path to step 0 and shows how complete the details are', async () => {
    renderWizard({ route: '/qip/nqa/service-details' });
    expect(await stepHeading('Service details')).toBeInTheDocument();
    expect(screen.getByText('11%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Service details complete' })).toHaveAttribute(
      'aria-valuenow',
      '11',
    );
    expect(screen.getByRole('button', { name: 'Postal address' })).toBeInTheDocument();
  });

  it('marks each step with a tick or a cross, highlights the current one, and moves on click', async () => {
    renderWizard({ route: '/qip/nqa/service-details/1' });
    await stepHeading('Physical location');
    expect(steps().getByRole('button', { name: 'Step 0: Service name (complete)' })).toBeInTheDocument();
    const current = steps().getByRole('button', { name: 'Step 1: Physical location (not complete)' });
    expect(current).toHaveAttribute('aria-current', 'step');
    await userEvent.click(steps().getByRole('button', { name: 'Step 11: Philosophy (not complete)' }));
    expect(await stepHeading('Statement of philosophy')).toBeInTheDocument();
  });

  it('shows 100% and nothing missing for complete details', async () => {
    renderWizard({ route: '/qip/nqa/service-details/12', details: completeServiceDetails() });
    await stepHeading('Logo upload');
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(screen.getByText('Every detail is in: your full report can include them.')).toBeInTheDocument();
    expect(steps().getAllByRole('button', { name: /\(complete\)$/ })).toHaveLength(13);
  });

  it('Back a step and Next step move between steps; step 1 has no Back a step', async () => {
    renderWizard({ route: '/qip/nqa/service-details/1' });
    await stepHeading('Physical location');
    expect(screen.queryByRole('button', { name: 'Back a step' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next step' }));
    await stepHeading('Postal address');
    await userEvent.click(screen.getByRole('button', { name: 'Back a step' }));
    expect(await stepHeading('Physical location')).toBeInTheDocument();
  });

  it('Finish Later goes back to the dashboard', async () => {
    const { platform } = renderWizard({ route: '/qip/nqa/service-details/3' });
    await stepHeading('Service contact details');
    await userEvent.click(screen.getByRole('button', { name: 'Finish Later' }));
    expect(platform.published).toContainEqual({ type: 'navigate', payload: { to: '/qip/nqa' } });
  });

  describe('never loses what was typed', () => {
    it('asks before leaving a step with unsaved changes: stay, or discard and go', async () => {
      renderWizard({ route: '/qip/nqa/service-details/1' });
      await stepHeading('Physical location');
      await userEvent.type(screen.getByRole('textbox', { name: 'Street address' }), '1 Oxford St');

      await userEvent.click(screen.getByRole('button', { name: 'Next step' }));
      const dialog = await screen.findByRole('alertdialog', { name: UNSAVED_CHANGES_TITLE });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Stay on this step' }));
      expect(screen.getByRole('textbox', { name: 'Street address' })).toHaveValue('1 Oxford St');

      await userEvent.click(steps().getByRole('button', { name: /^Step 3:/ }));
      await userEvent.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }),
      );
      expect(await stepHeading('Service contact details')).toBeInTheDocument();
    });

    it('Save and continue saves the step, then goes where the user clicked', async () => {
      const { saved } = renderWizard({ route: '/qip/nqa/service-details/1' });
      await stepHeading('Physical location');
      await userEvent.type(screen.getByRole('textbox', { name: 'Street address' }), '1 Oxford St');
      await userEvent.type(screen.getByRole('textbox', { name: 'Suburb' }), 'Paddington');
      await userEvent.click(steps().getByRole('button', { name: /^Step 6:/ }));
      await userEvent.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Save and continue' }),
      );
      expect(await stepHeading('Educational leader')).toBeInTheDocument();
      expect(saved).toEqual([
        { locationStreet: '1 Oxford St', locationSuburb: 'Paddington', locationState: '', locationPostalCode: '' },
      ]);
    });

    it('a failed save says so and keeps the fields as typed', async () => {
      const { saved } = renderWizard({
        route: '/qip/nqa/service-details/1',
        save: () => {
          throw new AxiosError('Network Error', 'ERR_NETWORK');
        },
      });
      await stepHeading('Physical location');
      await userEvent.type(screen.getByRole('textbox', { name: 'Street address' }), '1 Oxford St');
      await userEvent.type(screen.getByRole('textbox', { name: 'Suburb' }), 'Paddington');
      await userEvent.click(screen.getByRole('button', { name: 'Save step' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(SAVE_FAILED_MESSAGE);
      expect(saved).toHaveLength(1);
      expect(screen.getByRole('heading', { level: 2, name: 'Physical location' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Street address' })).toHaveValue('1 Oxford St');
      expect(screen.getByRole('textbox', { name: 'Suburb' })).toHaveValue('Paddington');
    });

    it("says why, and where to go, when the service's subscription blocks the save; keeps the fields", async () => {
      const message =
        'The payment for this service failed. Please update the payment method (/qip/update-payment-method) to continue.';
      renderWizard({
        route: '/qip/nqa/service-details/1',
        save: () => {
          throw httpError(403, {
            statusCode: 403,
            error: 'Forbidden',
            message,
            redirect: '/qip/update-payment-method',
          });
        },
      });
      await stepHeading('Physical location');
      await userEvent.type(screen.getByRole('textbox', { name: 'Street address' }), '1 Oxford St');
      await userEvent.type(screen.getByRole('textbox', { name: 'Suburb' }), 'Paddington');
      await userEvent.click(screen.getByRole('button', { name: 'Save step' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('textbox', { name: 'Street address' })).toHaveValue('1 Oxford St');
    });

    it("shows the API's field messages on the fields when it refuses the save", async () => {
      renderWizard({
        route: '/qip/nqa/service-details/3',
        save: () => {
          const response = {
            status: 400,
            statusText: 'Bad Request',
            headers: {},
            config: { headers: new AxiosHeaders() },
            data: {
              statusCode: 400,
              error: 'Bad Request',
              message: 'body.contactEmail: Please provide a valid email address',
              fields: [{ field: 'body.contactEmail', message: 'Please provide a valid email address' }],
            },
          };
          throw new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, response);
        },
      });
      await stepHeading('Service contact details');
      await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '0295550101');
      await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'hello@paddington.test');
      await userEvent.click(screen.getByRole('button', { name: 'Save step' }));
      expect(await screen.findByText('Please provide a valid email address')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('hello@paddington.test');
    });

    it('brings back what was typed but not saved when the step opens again', async () => {
      const first = renderWizard({ route: '/qip/nqa/service-details/1' });
      await stepHeading('Physical location');
      await userEvent.type(screen.getByRole('textbox', { name: 'Street address' }), '1 Oxford St');
      first.unmount();

      renderWizard({ route: '/qip/nqa/service-details/1' });
      await stepHeading('Physical location');
      expect(
        await screen.findByText('We kept what you typed here last time but had not saved yet.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Street address' })).toHaveValue('1 Oxford St');
    });
  });

  it('in a viewer session shows the details with every write control disabled or hidden', async () => {
    renderWizard({ route: '/qip/nqa/service-details/1', viewer: true, details: completeServiceDetails() });
    await stepHeading('Physical location');
    expect(screen.getByRole('textbox', { name: 'Street address' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save step' })).not.toBeInTheDocument();
    expect(screen.getByText(/You are viewing these details as another user/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next step' }));
    await stepHeading('Postal address');
    expect(screen.queryByRole('button', { name: 'Same as the physical location' })).not.toBeInTheDocument();
  });

  it('says so when the details cannot be loaded, and retries', async () => {
    jest.useFakeTimers();
    let calls = 0;
    const view = renderWizard({
      route: '/qip/nqa/service-details/1',
      api: [
        stubEndpoint(endpoints.serviceDetails.get, () => {
          calls += 1;
          if (calls <= 4) throw new AxiosError('Network Error', 'ERR_NETWORK');
          return newServiceDetails();
        }),
      ],
    });
    await act(() => jest.advanceTimersByTimeAsync(10000));
    jest.useRealTimers();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load data. Please refresh the page and try again, or contact your system administrator.',
    );
    expect(calls).toBe(4);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await stepHeading('Physical location')).toBeInTheDocument();
    view.unmount();
  });
});

describe('onboarding a new service', () => {
  it('starts at step 1 without the page header, with the service name standing as step 0', async () => {
    const { platform } = renderWizard({ route: '/qip/onboarding' });
    expect(await stepHeading('Physical location')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Service details' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: "Let's complete your Service details" })).toBeInTheDocument();
    expect(steps().queryByRole('button', { name: /^Step 0:/ })).not.toBeInTheDocument();
    expect(steps().getByText('Service name: Sunshine Paddington')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Back a step' }));
    await waitFor(() =>
      expect(platform.published).toContainEqual({ type: 'navigate', payload: { to: '/qip/legal-notice' } }),
    );
  });

  it('hides step 0 (its address goes to step 1)', async () => {
    renderWizard({ route: '/qip/onboarding/0' });
    expect(await stepHeading('Physical location')).toBeInTheDocument();
  });
});
