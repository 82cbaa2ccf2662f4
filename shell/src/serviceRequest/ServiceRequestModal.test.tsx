import { endpoints } from '@qip/shared-contracts';
import {
  demoAuthenticatedState,
  httpError,
  okAnswer,
  stubEndpoint,
  type EndpointStubs,
  type StubHandler,
} from '@qip/shared-ui/testing';
import { act, screen, within, type BoundFunctions, type queries } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { renderShell } from '../testing/renderShell';
import { ServiceRequestController } from './ServiceRequestController';
import { SERVICE_REQUEST_FAILED, SERVICE_REQUEST_RECEIVED, SERVICE_REQUEST_SUBTEXT } from './ServiceRequestModal';

const ENDPOINT = endpoints.notifications.serviceRequest;

/** The request's stub, answered by `send` (a jest.fn the test inspects). */
const requests = (send: StubHandler<typeof ENDPOINT>): EndpointStubs => [stubEndpoint(ENDPOINT, send)];

function openForm(api: EndpointStubs, state = demoAuthenticatedState()) {
  const rendered = renderShell(<ServiceRequestController />, { state, api });
  act(() => rendered.platform.bus.publish('service-request.open', {}));
  const dialog = screen.getByRole('dialog', { name: 'Add a new service' });
  return { ...rendered, dialog, form: within(dialog) };
}

async function fillIn(form: BoundFunctions<typeof queries>) {
  await userEvent.type(form.getByRole('textbox', { name: 'Current Service approval number' }), 'SE-40012001');
  await userEvent.type(form.getByRole('textbox', { name: 'NEW Service name' }), 'Sunshine Surry Hills');
  await userEvent.type(form.getByRole('textbox', { name: 'NEW Service approval number' }), 'SE-40012099');
  await userEvent.selectOptions(form.getByRole('combobox', { name: 'NEW Service type' }), 'OOSH');
}

describe("the 'Add a new service' request", () => {
  it('opens when the bus asks, with the subtext and what the portal already knows filled in', () => {
    const { dialog, form } = openForm([]);
    expect(dialog).toHaveTextContent(SERVICE_REQUEST_SUBTEXT);
    expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Dana');
    expect(form.getByRole('textbox', { name: 'Last name' })).toHaveValue('Director');
    expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue('director@sunshine.test');
    expect(form.getByRole('textbox', { name: 'Current Service name' })).toHaveValue('Sunshine Paddington');
    expect(form.getByRole('textbox', { name: 'Comments (optional)' })).toHaveValue('');
  });

  it('sends nothing while a required field is empty, and says which', async () => {
    const send = jest.fn(okAnswer);
    const { form } = openForm(requests(send));
    await userEvent.clear(form.getByRole('textbox', { name: 'First name' }));
    await userEvent.click(form.getByRole('button', { name: 'Send' }));
    expect(send).not.toHaveBeenCalled();
    for (const name of [
      'First name',
      'Current Service approval number',
      'NEW Service name',
      'NEW Service approval number',
    ]) {
      expect(form.getByRole('textbox', { name })).toHaveAccessibleDescription('This field is required.');
    }
    expect(form.getByRole('combobox', { name: 'NEW Service type' })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(form.getByRole('textbox', { name: 'Last name' })).not.toHaveAccessibleDescription();
  });

  it('checks the email address', async () => {
    const send = jest.fn(okAnswer);
    const { form } = openForm(requests(send));
    await fillIn(form);
    const email = form.getByRole('textbox', { name: 'Email address' });
    await userEvent.clear(email);
    await userEvent.type(email, 'dana at sunshine');
    await userEvent.click(form.getByRole('button', { name: 'Send' }));
    expect(send).not.toHaveBeenCalled();
    expect(email).toHaveAccessibleDescription('Please provide a valid email address');
  });

  it('Send posts the request and then confirms it was received', async () => {
    const send = jest.fn(okAnswer);
    const { form } = openForm(requests(send));
    await fillIn(form);
    await userEvent.type(form.getByRole('textbox', { name: 'Comments (optional)' }), 'Opening in March');
    await userEvent.click(form.getByRole('button', { name: 'Send' }));

    expect(send).toHaveBeenCalledWith({
      body: {
        center_id: 'center-paddington',
        user_id: 'user-director',
        fname: 'Dana',
        lname: 'Director',
        email: 'director@sunshine.test',
        current_service_name: 'Sunshine Paddington',
        current_service_approval_number: 'SE-40012001',
        new_service_name: 'Sunshine Surry Hills',
        new_service_approval_number: 'SE-40012099',
        new_service_type: 'OOSH',
        comments: 'Opening in March',
      },
    });
    const done = await screen.findByRole('dialog', { name: 'Request sent' });
    expect(within(done).getByRole('status')).toHaveTextContent(SERVICE_REQUEST_RECEIVED);
    await userEvent.click(within(done).getByRole('button', { name: 'Ok' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps what was typed and says so when the request cannot be sent', async () => {
    const send = jest.fn(() => {
      throw new AxiosError('Network Error', 'ERR_NETWORK');
    });
    const { form } = openForm(requests(send));
    await fillIn(form);
    await userEvent.click(form.getByRole('button', { name: 'Send' }));
    expect(await form.findByRole('alert')).toHaveTextContent(SERVICE_REQUEST_FAILED);
    expect(form.getByRole('textbox', { name: 'NEW Service name' })).toHaveValue('Sunshine Surry Hills');
    expect(form.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('says how long to wait when too many requests were sent, and keeps the form', async () => {
    const message = 'Too many requests. Please wait 42 minutes before sending another.';
    const send = jest.fn(() => {
      throw httpError(429, { statusCode: 429, error: 'Too Many Requests', message }, { 'retry-after': '2520' });
    });
    const { form } = openForm(requests(send));
    await fillIn(form);
    await userEvent.click(form.getByRole('button', { name: 'Send' }));
    expect(await form.findByRole('alert')).toHaveTextContent(message);
    expect(form.getByRole('textbox', { name: 'NEW Service name' })).toHaveValue('Sunshine Surry Hills');
  });

  it("puts the API's field messages on the fields", async () => {
    const send = jest.fn(() => {
      throw httpError(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'body.new_service_name: This field is required.',
        fields: [{ field: 'body.new_service_name', message: 'This field is required.' }],
      });
    });
    const { form } = openForm(requests(send));
    await fillIn(form);
    await userEvent.click(form.getByRole('button', { name: 'Send' }));
    expect(await form.findByText('This field is required.')).toBeInTheDocument();
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not open in a viewer session', () => {
    const base = demoAuthenticatedState();
    const rendered = renderShell(<ServiceRequestController />, {
      state: demoAuthenticatedState({ session: { ...base.session, viewer: true } }),
    });
    act(() => rendered.platform.bus.publish('service-request.open', {}));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
