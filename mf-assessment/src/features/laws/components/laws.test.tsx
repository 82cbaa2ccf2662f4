import { endpoints } from '@qip/shared-contracts';
import { readyResource, renderWithPlatform, stubEndpoint } from '@qip/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { compliance } from '../../../testing/fixtures';
import { ComplianceBanner } from './ComplianceBanner';
import { LawsModal } from './LawsModal';

describe('the compliance banner', () => {
  it.each([
    [0, 'Start'],
    [1 / 3, 'Finish'],
    [1, 'Finished'],
  ])('at a ratio of %d reads %s and opens the table', async (ratio, label) => {
    const onOpen = jest.fn();
    renderWithPlatform(
      <ComplianceBanner areaId={1} compliance={readyResource(compliance({ ratio }))} onOpen={onOpen} />,
    );
    const banner = screen.getByRole('region', { name: 'In accordance with the National Law and Regulations' });
    expect(within(banner).getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(Math.floor(ratio * 100)));
    await userEvent.click(within(banner).getByRole('button', { name: `${label}: laws and regulations` }));
    expect(onOpen).toHaveBeenCalled();
  });
});

describe('the laws and regulations table', () => {
  const recorded = compliance({
    id: 'compliance-1',
    note: 'Checked in March.',
    ratio: 1 / 3,
    laws: compliance().laws.map((law, index) =>
      index === 0 ? { ...law, hasResult: true, result: 1, resultId: 'result-1' } : law,
    ),
  });

  it('shows each law with its saved result and the note, and updates the existing record', async () => {
    const onSaved = jest.fn();
    const { platform } = renderWithPlatform(
      <LawsModal open areaId={1} compliance={recorded} readOnly={false} onClose={jest.fn()} onSaved={onSaved} />,
      { api: [stubEndpoint(endpoints.lawsRegulations.update, () => recorded)] },
    );
    expect(screen.getByRole('radio', { name: 'Regulation 73: Compliant' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Checked in March.');
    expect(screen.getByRole('rowheader', { name: /Section 168/ }).closest('tr')).toHaveTextContent('Whole area');

    await userEvent.click(screen.getByRole('radio', { name: 'Section 168: Not applicable' }));
    expect(
      screen.getByText('2 of 3 recorded (66%): 1 compliant, 0 non-compliant, 1 not applicable'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(recorded));
    expect(platform.api.calls[0]).toEqual({
      endpoint: endpoints.lawsRegulations.update,
      input: {
        params: { id: 'compliance-1' },
        body: {
          lar_result: [
            { lar_id: 'law-1', result: 1 },
            { lar_id: 'law-3', result: 3 },
          ],
          note: 'Checked in March.',
        },
      },
    });
  });

  it('keeps the choices and says so when saving fails', async () => {
    const onSaved = jest.fn();
    renderWithPlatform(
      <LawsModal open areaId={1} compliance={compliance()} readOnly={false} onClose={jest.fn()} onSaved={onSaved} />,
      {
        api: [
          stubEndpoint(endpoints.lawsRegulations.create, () => {
            throw new Error('offline');
          }),
        ],
      },
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Regulation 74: Compliant' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your answers could not be saved.');
    expect(screen.getByRole('radio', { name: 'Regulation 74: Compliant' })).toBeChecked();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
