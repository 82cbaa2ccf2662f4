import { endpoints } from '@qip/shared-contracts';
import {
  demoAuthenticatedState,
  demoService,
  httpError,
  renderWithPlatform,
  stubEndpoint,
} from '@qip/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HelpPage } from './HelpPage';

const receipt = stubEndpoint(endpoints.support.create, () => ({ reference: 'QIP-000123' }));

async function fillIn() {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Request type' }), 'Bug Report');
  await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), 'The report will not download');
  await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'It stops at 80%.{Enter}{Enter}Thanks');
}

describe('the help page', () => {
  it("shows the spec's request types and support hours, and the support address", () => {
    renderWithPlatform(<HelpPage />, { supportEmail: 'support@qip.test' });
    expect(screen.getByRole('heading', { name: 'Help and support' })).toBeInTheDocument();
    const types = within(screen.getByRole('combobox', { name: 'Request type' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(types).toEqual([
      'Please select',
      'Functionality Question',
      'Bug Report',
      'Feature Suggestion',
      'Account or general enquiry',
      'Other',
    ]);
    expect(screen.getByText(/Mon-Fri 9am-5pm AEST, reply within 24 hours/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@qip.test' })).toHaveAttribute('href', 'mailto:support@qip.test');
  });

  it('requires a type, a subject and a message, and sends nothing without them', async () => {
    const { platform } = renderWithPlatform(<HelpPage />, { api: [receipt] });
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    expect(platform.api.callsTo(endpoints.support.create)).toEqual([]);
  });

  it('sends the request about the selected service and shows its reference number', async () => {
    const newtown = demoService({ id: 'center-newtown', name: 'Sunshine Newtown' });
    const { platform } = renderWithPlatform(<HelpPage />, {
      api: [receipt],
      state: demoAuthenticatedState({ services: [demoService(), newtown], selectedService: newtown }),
    });
    expect(screen.getByText(/Your request is about Sunshine Newtown/)).toBeInTheDocument();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));

    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent('Your support request has been sent. Your reference number is QIP-000123.');
    expect(confirmation).toHaveTextContent('A copy has been sent to director@sunshine.test.');
    expect(platform.api.callsTo(endpoints.support.create)).toEqual([
      {
        body: {
          center_id: 'center-newtown',
          type: 'Bug Report',
          subject: 'The report will not download',
          message: 'It stops at 80%.\n\nThanks',
        },
      },
    ]);

    await userEvent.click(within(confirmation).getByRole('button', { name: 'Send another request' }));
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
  });

  it("shows the API's field messages on the fields", async () => {
    renderWithPlatform(<HelpPage />, {
      api: [
        stubEndpoint(endpoints.support.create, () => {
          throw httpError(400, {
            statusCode: 400,
            error: 'Bad Request',
            message: 'body.message: This field is required.',
            fields: [{ field: 'body.message', message: 'This field is required.' }],
          });
        }),
      ],
    });
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("says when the mail limit is reached, in the API's words, and keeps what was typed", async () => {
    const limit = 'Too many requests. Please wait 60 minutes before sending another.';
    renderWithPlatform(<HelpPage />, {
      api: [
        stubEndpoint(endpoints.support.create, () => {
          throw httpError(429, { statusCode: 429, error: 'Too Many Requests', message: limit });
        }),
      ],
    });
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('The report will not download');
  });

  it('says a connection failure plainly', async () => {
    renderWithPlatform(<HelpPage />, {
      api: [
        stubEndpoint(endpoints.support.create, () => {
          throw httpError(503, { statusCode: 503, error: 'Service Unavailable', message: 'Down' });
        }),
      ],
    });
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your request could not be sent.');
  });

  it('cannot send in a viewer session', () => {
    const state = demoAuthenticatedState();
    renderWithPlatform(<HelpPage />, {
      state: { ...state, session: { ...state.session, viewer: true } },
    });
    expect(screen.getByRole('note')).toHaveTextContent('cannot be sent while viewing as another user');
    expect(screen.getByRole('button', { name: 'Send request' })).toBeDisabled();
  });
});
