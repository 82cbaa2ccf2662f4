import { endpoints, type EndpointInput, type NqaProgress } from '@qip/shared-contracts';
import { demoAuthenticatedState, stubEndpoint } from '@qip/shared-ui/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { renderShell } from '../testing/renderShell';
import { QipFinishedBar } from './QipFinishedBar';

const PROGRESS = endpoints.progress.nqaProgress;

function renderBar(answers: Array<number | Error>) {
  const asked: unknown[] = [];
  const handler = jest.fn((input: EndpointInput<typeof PROGRESS>): NqaProgress => {
    asked.push(input.params);
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (next === undefined) throw new Error('The test gave no answer');
    if (next instanceof Error) throw next;
    return { totalProgress: next, nqaItems: [] };
  });
  const rendered = renderShell(<QipFinishedBar centerId="center-paddington" />, {
    state: demoAuthenticatedState(),
    api: [stubEndpoint(PROGRESS, handler)],
  });
  return { ...rendered, handler, asked };
}

const bar = () => screen.getByRole('progressbar', { name: 'QIP Finished' });
/** The filled part's width, as the browser lays it out. */
const filledWidth = () => window.getComputedStyle(bar().firstElementChild as Element).width;

describe("the 'QIP Finished' bar", () => {
  it("shows the service's total progress rounded up, with the bar rounded down", async () => {
    const { asked } = renderBar([42.4]);
    expect(await screen.findByText('43%')).toBeInTheDocument();
    expect(bar()).toHaveAttribute('aria-valuenow', '43');
    expect(filledWidth()).toBe('42%');
    expect(asked).toEqual([{ centerId: 'center-paddington' }]);
  });

  it('shows 0% when nothing is answered yet', async () => {
    renderBar([0]);
    expect(await screen.findByText('0%')).toBeInTheDocument();
    expect(filledWidth()).toBe('0%');
  });

  it('fills the bar when the total shows as 100%', async () => {
    renderBar([99.6]);
    expect(await screen.findByText('100%')).toBeInTheDocument();
    expect(filledWidth()).toBe('100%');
  });

  it("updates without a reload when an area publishes 'progress.changed' for this service", async () => {
    const { platform, handler } = renderBar([10, 57.2]);
    expect(await screen.findByText('10%')).toBeInTheDocument();

    act(() => platform.bus.publish('progress.changed', { centerId: 'another-service' }));
    expect(handler).toHaveBeenCalledTimes(1);

    act(() => platform.bus.publish('progress.changed', { centerId: 'center-paddington' }));
    expect(await screen.findByText('58%')).toBeInTheDocument();
    expect(filledWidth()).toBe('57%');
  });

  it('offers Retry when the progress could not be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderBar([new AxiosError('Network Error', 'ERR_NETWORK'), 25]);
    const retry = await screen.findByRole('button', { name: 'QIP Finished could not be loaded. Retry' });
    await userEvent.click(retry);
    expect(await screen.findByText('25%')).toBeInTheDocument();
    jest.mocked(console.error).mockRestore();
  });
});
