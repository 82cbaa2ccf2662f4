import { renderWithPlatform } from '../testing';
import { act } from '@testing-library/react';
import { useColleagueChanges } from './PlatformContext';

function Watcher({ onReload }: { onReload: () => void }) {
  useColleagueChanges(['tasks', 'evidence'], 'center-1', onReload);
  return null;
}

describe('useColleagueChanges', () => {
  it("reloads on a colleague's change of a watched entity of the centre only", () => {
    const reload = jest.fn();
    const { platform } = renderWithPlatform(<Watcher onReload={reload} />);
    const by = { id: 'user-anna', name: 'Anna Lee' };
    act(() => {
      // The screen's own change (no `by`), another centre's, an entity not watched: no reload.
      platform.bus.publish('data.changed', { entity: 'tasks', centerId: 'center-1' });
      platform.bus.publish('data.changed', { entity: 'tasks', centerId: 'center-2', by });
      platform.bus.publish('data.changed', { entity: 'sat', centerId: 'center-1', by });
    });
    expect(reload).not.toHaveBeenCalled();
    act(() => platform.bus.publish('data.changed', { entity: 'evidence', centerId: 'center-1', by }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
