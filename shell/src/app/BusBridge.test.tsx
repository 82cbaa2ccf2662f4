import { act, screen } from '@testing-library/react';
import { renderShell } from '../testing/renderShell';
import { BusBridge } from './BusBridge';

describe('the shell acts on what remotes publish on the bus', () => {
  it("shows a remote's 'toast' as a notice, and removes it after its time", () => {
    jest.useFakeTimers();
    const { platform } = renderShell(<BusBridge />);
    act(() => platform.bus.publish('toast', { kind: 'success', message: 'Changes saved!', durationMs: 1500 }));
    expect(screen.getByRole('status', { name: 'Notifications' })).toHaveTextContent('Changes saved!');
    act(() => jest.advanceTimersByTime(1500));
    expect(screen.queryByText('Changes saved!')).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it("goes where a remote's 'navigate' asks", () => {
    const { platform, location } = renderShell(<BusBridge />, { route: '/qip/nqa' });
    act(() => platform.bus.publish('navigate', { to: '/qip/tasks' }));
    expect(location()).toBe('/qip/tasks');
  });
});
