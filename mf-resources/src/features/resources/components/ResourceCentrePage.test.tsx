import { endpoints, RESOURCE_MESSAGES } from '@qip/shared-contracts';
import { httpError, renderWithPlatform, stubEndpoint } from '@qip/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { categoriesAnswer, pageOf, resourceFile, shopItem, tutorial } from '../../../testing/fixtures';
import { ResourceCentrePage } from './ResourceCentrePage';

const page = (
  route = '/qip/user-resource',
  list = stubEndpoint(endpoints.resources.list, () => pageOf([resourceFile()])),
) =>
  renderWithPlatform(
    <Routes>
      <Route path="/qip/user-resource" element={<ResourceCentrePage />} />
    </Routes>,
    {
      route,
      api: [
        stubEndpoint(endpoints.assessment.categories, categoriesAnswer),
        list,
        stubEndpoint(endpoints.resources.download, ({ params }) => ({
          file_name: 'worksheet.pdf',
          url: `/api/resources/file/${params.id}?center_id=c1`,
        })),
        stubEndpoint(endpoints.resources.shop, () => pageOf([shopItem(1), shopItem(2), shopItem(3)])),
        stubEndpoint(endpoints.resources.shopItem, ({ params }) => ({
          item: shopItem(Number(params.id.slice(5))),
          previous_id: params.id === 'shop-1' ? null : 'shop-1',
          next_id: params.id === 'shop-1' ? 'shop-2' : null,
          position: params.id === 'shop-1' ? 1 : 2,
          total: 2,
        })),
        stubEndpoint(endpoints.resources.tutorials, () => pageOf([tutorial(1)])),
        stubEndpoint(endpoints.resources.tutorial, () => ({
          item: tutorial(1),
          previous_id: null,
          next_id: null,
          position: 1,
          total: 1,
        })),
      ],
    },
  );

beforeEach(() => {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:file'), revokeObjectURL: jest.fn() });
});

describe('the resource centre', () => {
  it('lists QIP/SAT resources with their file type, element and a download of the named file', async () => {
    const { platform } = page();
    const get = jest.spyOn(platform.api.http, 'get').mockResolvedValue({ data: new Blob(['%PDF-1.7']) });
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const table = await screen.findByRole('table', { name: 'Resources' });
    expect(within(table).getByRole('img', { name: 'PDF document' })).toBeInTheDocument();
    expect(within(table).getByText('1.3.2')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: /^Download Element 1\.3\.2/ }));
    await waitFor(() => expect(saved).toEqual(['worksheet.pdf']));
    expect(get).toHaveBeenCalledWith('/api/resources/file/res-1?center_id=c1', { responseType: 'blob' });
  });

  it('searches by label (the picker waits) and filters by the element a deep link names', async () => {
    const { platform } = page('/qip/user-resource?tab=qip&element=1.3.2');
    await waitFor(() =>
      expect(platform.api.callsTo(endpoints.resources.list).at(-1)?.query).toMatchObject({
        child_nqa_id: 'nqs2018-1.3.2',
      }),
    );
    expect(screen.getByRole('combobox', { name: 'Quality area, standard or element' })).toHaveValue('nqs2018-1.3.2');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search resources' }), ' reflection ');
    await waitFor(() =>
      expect(platform.api.callsTo(endpoints.resources.list).at(-1)?.query).toEqual({ page: 1, search: 'reflection' }),
    );
    expect(screen.getByRole('combobox', { name: 'Quality area, standard or element' })).toBeDisabled();
  });

  it('says when nothing matches', async () => {
    page(
      '/qip/user-resource',
      stubEndpoint(endpoints.resources.list, () => pageOf([])),
    );
    expect(await screen.findByText(RESOURCE_MESSAGES.noResources)).toBeInTheDocument();
  });

  it('shows a failed list with Retry rather than an empty one', async () => {
    let failing = true;
    page(
      '/qip/user-resource',
      stubEndpoint(endpoints.resources.list, () => {
        if (failing) throw httpError(500, { message: 'Server error' });
        return pageOf([resourceFile()]);
      }),
    );
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 15_000 });
    failing = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('table', { name: 'Resources' })).toBeInTheDocument();
  });

  it('shows the shop as a grid at $147.00 inc. GST with a detail view and previous / next / all', async () => {
    const { platform } = page('/qip/user-resource?tab=shop');
    jest.spyOn(platform.api.http, 'get').mockResolvedValue({ data: new Blob(['png']) });
    const grid = await screen.findByRole('list', { name: 'Shop resources' });
    expect(within(grid).getAllByText('$147.00 inc. GST')).toHaveLength(3);
    await userEvent.click(within(grid).getByRole('button', { name: 'View Product 1' }));
    expect(await screen.findByRole('heading', { name: 'Product 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Product 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Buy in the shop/ })).toHaveAttribute(
      'href',
      'https://shop.example.com/products/2',
    );
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(await screen.findByRole('list', { name: 'Shop resources' })).toBeInTheDocument();
  });

  it('opens a tutorial with its video fetched with the session and its description', async () => {
    const { platform } = page('/qip/user-resource?tab=tutorials');
    const get = jest.spyOn(platform.api.http, 'get').mockResolvedValue({ data: new Blob(['webm']) });
    await userEvent.click(await screen.findByRole('button', { name: 'Watch Tutorial 1' }));
    expect(await screen.findByLabelText('Video: Tutorial 1')).toHaveAttribute('src', 'blob:file');
    expect(screen.getByText('How to do task 1')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/api/resourcestutorial/video/tut-1',
      expect.objectContaining({ responseType: 'blob' }),
    );
  });
});
