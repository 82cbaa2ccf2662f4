import { renderWithPlatform } from '@qip/shared-ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { areaTree, progressCount } from '../../../testing/fixtures';
import { AreaSwitcher } from './AreaSwitcher';
import { LevelCards, SubLevelCards } from './LevelCards';
import { YourProgress } from './YourProgress';

describe('the level and sub-level cards', () => {
  it("say '% Completed' rounded down, or 'Finished' at 100, and report the one chosen", async () => {
    const tree = areaTree();
    const onSelect = jest.fn();
    renderWithPlatform(<LevelCards areaId={1} levels={tree.levels} selectedId="nqs2018-1.1" onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: /1\.1 Program/ })).toHaveTextContent('Finished');
    expect(screen.getByRole('button', { name: /1\.1 Program/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /1\.3 Assessment and planning/ })).toHaveTextContent('40% Completed');
    await userEvent.click(screen.getByRole('button', { name: /1\.3 Assessment/ }));
    expect(onSelect).toHaveBeenCalledWith(tree.levels[1]);
  });

  it('list the elements of a standard', async () => {
    const tree = areaTree({ element131: progressCount(4, 6) });
    const onSelect = jest.fn();
    renderWithPlatform(
      <SubLevelCards areaId={1} subLevels={tree.levels[1]!.subLevels} selectedId="nqs2018-1.3.1" onSelect={onSelect} />,
    );
    expect(screen.getByRole('button', { name: /1\.3\.1 Assessment and planning cycle/ })).toHaveTextContent(
      '66% Completed',
    );
    await userEvent.click(screen.getByRole('button', { name: /1\.3\.2 Critical reflection/ }));
    expect(onSelect).toHaveBeenCalledWith(tree.levels[1]!.subLevels[1]);
  });
});

describe('Your progress', () => {
  it('says how many questions of the element are answered', () => {
    renderWithPlatform(
      <YourProgress areaId={1} subLevel={areaTree({ element131: progressCount(3, 6) }).levels[1]!.subLevels[0]!} />,
    );
    expect(screen.getByRole('region', { name: 'Your progress' })).toHaveTextContent(
      'Element 1.3.1 Assessment and planning cycle: 3 of 6 questions answered, 3 to go.',
    );
  });
});

describe('the area switcher', () => {
  it('links the seven areas and marks the current one', () => {
    renderWithPlatform(<AreaSwitcher current={4} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['NQA1', 'NQA2', 'NQA3', 'NQA4', 'NQA5', 'NQA6', 'NQA7']);
    expect(screen.getByRole('link', { name: 'NQA4' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'NQA1' })).not.toHaveAttribute('aria-current');
  });
});
