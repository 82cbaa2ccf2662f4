import { endpoints } from '@qip/shared-contracts';
import { renderWithPlatform, stubEndpoint, type StubHandler } from '@qip/shared-ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CENTER_ID, question } from '../../../testing/fixtures';
import { GoalStrategyModal, STRATEGY_SAVE_FAILED } from './GoalStrategyModal';

function renderGoal(
  options: { goalStrategy?: string; comply?: StubHandler<typeof endpoints.assessment.comply>; readOnly?: boolean } = {},
) {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  const result = renderWithPlatform(
    <GoalStrategyModal
      question={question({ status: 2, goalStrategy: options.goalStrategy ?? null, selfAssessment: 'Found a gap.' })}
      centerId={CENTER_ID}
      readOnly={options.readOnly ?? false}
      onClose={onClose}
      onSaved={onSaved}
    />,
    { api: [stubEndpoint(endpoints.assessment.comply, options.comply ?? (() => question()))] },
  );
  return { ...result, onClose, onSaved };
}

describe('the goal and strategy modal', () => {
  it('offers the suggested strategy and saves only the field that changed', async () => {
    const { platform, onSaved } = renderGoal();
    expect(screen.getByRole('region', { name: 'Suggested strategy' })).toHaveTextContent(
      'Start a weekly planning meeting per room.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Use this suggestion' }));
    expect(screen.getByRole('textbox', { name: 'Your goal and strategy' })).toHaveValue(
      'Start a weekly planning meeting per room.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(platform.api.callsTo(endpoints.assessment.comply)[0]).toEqual({
      body: {
        center_id: CENTER_ID,
        question_id: question().id,
        goalStrategy: 'Start a weekly planning meeting per room.',
        version: 0,
      },
    });
    expect(onSaved).toHaveBeenCalled();
  });

  it('closes without saving when nothing changed', async () => {
    const { platform, onClose } = renderGoal({ goalStrategy: 'Mine' });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(platform.api.callsTo(endpoints.assessment.comply)).toEqual([]);
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps what was typed when saving fails', async () => {
    renderGoal({
      comply: () => {
        throw new Error('offline');
      },
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Your goal and strategy' }), 'Plan weekly');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STRATEGY_SAVE_FAILED);
    expect(screen.getByRole('textbox', { name: 'Your goal and strategy' })).toHaveValue('Plan weekly');
  });

  it('downloads the improvement plan row and links to the video tutorials', async () => {
    const createObjectURL = jest.fn(() => 'blob:plan');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { platform } = renderGoal();
    await userEvent.click(screen.getByRole('button', { name: 'Download improvement plan (CSV)' }));
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(click).toHaveBeenCalled();
    click.mockRestore();

    await userEvent.click(screen.getByRole('link', { name: 'Video tutorials' }));
    expect(platform.published).toContainEqual({
      type: 'navigate',
      payload: { to: '/qip/user-resource?tab=tutorials' },
    });
    const { label } = question();
    await userEvent.click(screen.getByRole('link', { name: `Resources for element ${label}` }));
    expect(platform.published).toContainEqual({
      type: 'navigate',
      payload: { to: `/qip/user-resource?tab=qip&element=${encodeURIComponent(label)}` },
    });
  });

  it('is read-only in a viewer session', () => {
    renderGoal({ readOnly: true });
    expect(screen.getByRole('textbox', { name: 'Your goal and strategy' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Use this suggestion' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });
});
