import { endpoints } from '@qip/shared-contracts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError, newServiceDetails, renderWithPlatform, stubEndpoint } from '../testing';
import { useServiceDetails } from './useServiceDetails';

function Details() {
  const { details, save } = useServiceDetails('center-paddington');
  if (details.status === 'loading') return <p>loading</p>;
  if (details.status === 'failed') return <p>failed</p>;
  return (
    <>
      <p>{details.data.philosophy || 'no philosophy'}</p>
      <button onClick={() => void save({ philosophy: 'We learn through play.' })}>Save</button>
    </>
  );
}

describe('useServiceDetails', () => {
  it('loads the details, and a save shows what the API answered and tells other areas', async () => {
    const { platform } = renderWithPlatform(<Details />, {
      api: [
        stubEndpoint(endpoints.serviceDetails.get, () => newServiceDetails()),
        stubEndpoint(endpoints.serviceDetails.save, ({ body }) => newServiceDetails({ philosophy: body.philosophy })),
      ],
    });
    expect(await screen.findByText('no philosophy')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('We learn through play.')).toBeInTheDocument();
    expect(platform.api.callsTo(endpoints.serviceDetails.save)).toEqual([
      { params: { id: 'center-paddington' }, body: { philosophy: 'We learn through play.' } },
    ]);
    expect(platform.published).toContainEqual({
      type: 'data.changed',
      payload: { entity: 'service-details', centerId: 'center-paddington' },
    });
  });

  it('tries 3 more times, 3 seconds apart, before the failure shows', async () => {
    jest.useFakeTimers();
    try {
      const { platform } = renderWithPlatform(<Details />, {
        api: [
          stubEndpoint(endpoints.serviceDetails.get, () => {
            throw httpError(503);
          }),
        ],
      });
      await act(() => jest.advanceTimersByTimeAsync(9000));
      expect(screen.getByText('failed')).toBeInTheDocument();
      expect(platform.api.callsTo(endpoints.serviceDetails.get)).toHaveLength(4);
    } finally {
      jest.useRealTimers();
    }
  });
});
