import { endpoints, type Attachment, type EndpointInput } from '@qip/shared-contracts';
import { completeServiceDetails, newServiceDetails, okAnswer, stubEndpoint } from '@qip/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { renderWizard } from '../../../testing/renderWizard';
import { REMOVE_LOGO_QUESTION } from './logoStep';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

/** The attachment POST /api/attachments answers for the uploaded logo. */
const uploaded = (): Attachment => ({
  id: 'logo-1',
  entity: 'centers',
  entityId: 'center-paddington',
  name: 'center_logo',
  label: 'center-paddington',
  title: 'logo',
  url: '/api/uploads/logo-1',
  fileName: 'logo.png',
  contentType: 'image/png',
  sizeBytes: 4,
  width: 400,
  height: 400,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
});

beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:logo', revokeObjectURL: () => undefined });
});

describe('step 12: logo upload', () => {
  it('uploads as soon as a file is chosen, then shows the logo fetched again', async () => {
    let details = newServiceDetails();
    const uploads: Array<EndpointInput<typeof endpoints.attachments.create>['body']> = [];
    const view = renderWizard({
      route: '/qip/nqa/service-details/12',
      api: [
        stubEndpoint(endpoints.serviceDetails.get, () => details),
        stubEndpoint(endpoints.attachments.create, ({ body }) => {
          uploads.push(body);
          details = completeServiceDetails();
          return uploaded();
        }),
      ],
    });
    jest.spyOn(view.platform.api.http, 'get').mockResolvedValue({ data: new Blob(['png']) });
    await screen.findByRole('heading', { level: 2, name: 'Logo upload' });
    expect(screen.getByText('No logo yet')).toBeInTheDocument();

    await userEvent.upload(screen.getByLabelText('Upload logo'), png());
    expect(await screen.findByRole('img', { name: 'Logo of Sunshine Paddington' })).toHaveAttribute('src', 'blob:logo');
    expect(uploads.map(({ base64_image: _dataUrl, ...fields }) => fields)).toEqual([
      {
        entity_id: 'center-paddington',
        entity: 'centers',
        name: 'center_logo',
        title: 'logo',
        label: 'center-paddington',
        file_name: 'logo.png',
      },
    ]);
    expect(uploads[0]?.base64_image).toMatch(/^data:image\/png;base64,/);
    expect(view.platform.published).toContainEqual({
      type: 'data.changed',
      payload: { entity: 'service-details', centerId: 'center-paddington' },
    });
  });

  it('refuses a file that is not an image before sending it', async () => {
    const view = renderWizard({ route: '/qip/nqa/service-details/12' });
    await screen.findByRole('heading', { level: 2, name: 'Logo upload' });
    await userEvent.upload(
      screen.getByLabelText('Upload logo'),
      new File(['%PDF'], 'report.pdf', { type: 'application/pdf' }),
      { applyAccept: false },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a PNG, JPG, GIF or WebP image.');
    expect(view.platform.api.calls.map((call) => call.endpoint)).not.toContain(endpoints.attachments.create);
  });

  it("shows the API's reason when it refuses the file", async () => {
    renderWizard({
      route: '/qip/nqa/service-details/12',
      api: [
        stubEndpoint(endpoints.attachments.create, () => {
          const data = {
            statusCode: 413,
            error: 'Payload Too Large',
            message: 'The file is too large.',
            fields: [
              { field: 'body.base64_image', message: 'The file is too large. Please choose one of 10 MB or less.' },
            ],
          };
          throw new AxiosError('too large', 'ERR_BAD_REQUEST', undefined, undefined, {
            status: 413,
            statusText: 'Payload Too Large',
            headers: {},
            config: { headers: new AxiosHeaders() },
            data,
          });
        }),
      ],
    });
    await screen.findByRole('heading', { level: 2, name: 'Logo upload' });
    await userEvent.upload(screen.getByLabelText('Upload logo'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file is too large. Please choose one of 10 MB or less.',
    );
  });

  it('removes the logo only after confirming', async () => {
    let details = completeServiceDetails();
    const removed: unknown[] = [];
    const view = renderWizard({
      route: '/qip/nqa/service-details/12',
      api: [
        stubEndpoint(endpoints.serviceDetails.get, () => details),
        stubEndpoint(endpoints.attachments.remove, ({ params }) => {
          removed.push(params);
          details = completeServiceDetails({ logo: null });
          return okAnswer();
        }),
      ],
    });
    jest.spyOn(view.platform.api.http, 'get').mockResolvedValue({ data: new Blob(['png']) });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove logo' }));
    const dialog = await screen.findByRole('alertdialog', { name: REMOVE_LOGO_QUESTION });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(removed).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByText('No logo yet')).toBeInTheDocument());
    expect(removed).toEqual([{ id: 'logo-1' }]);
  });

  it('warns when the logo is smaller than 200 x 200 pixels', async () => {
    const details = completeServiceDetails();
    const view = renderWizard({
      route: '/qip/nqa/service-details/12',
      details: { ...details, logo: details.logo && { ...details.logo, width: 120, height: 80 } },
    });
    jest.spyOn(view.platform.api.http, 'get').mockResolvedValue({ data: new Blob(['png']) });
    expect(await screen.findByText(/smaller than 200 × 200 pixels/)).toBeInTheDocument();
  });

  it('offers no upload or removal in a viewer session', async () => {
    const view = renderWizard({
      route: '/qip/nqa/service-details/12',
      viewer: true,
      details: completeServiceDetails(),
    });
    jest.spyOn(view.platform.api.http, 'get').mockResolvedValue({ data: new Blob(['png']) });
    await screen.findByRole('heading', { level: 2, name: 'Logo upload' });
    expect(screen.queryByRole('button', { name: 'Remove logo' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Replace logo')).not.toBeInTheDocument();
  });
});
