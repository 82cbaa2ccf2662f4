import { endpoints, type TaskCount } from '@qip/shared-contracts';
import { demoCenterUsers, renderWithPlatform, stubEndpoint } from '@qip/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CENTER_ID, question } from '../../../testing/fixtures';
import { withoutSat } from '../../../testing/sat';
import { QuestionList } from './QuestionList';

function renderList(status: 0 | 1 | 2 | 3, counts: () => TaskCount[], focusQuestionId: string | null = null) {
  return renderWithPlatform(
    <QuestionList
      questions={[question({ status })]}
      centerId={CENTER_ID}
      readOnly={false}
      emptyText="None"
      focusQuestionId={focusQuestionId}
      sat={withoutSat}
      onSaved={() => undefined}
      onChanged={() => Promise.resolve()}
    />,
    {
      api: [
        stubEndpoint(endpoints.tasks.counts, counts),
        stubEndpoint(endpoints.tasks.list, () => ({ tasks: [], total: 0, page: 1, pageSize: 100 })),
        stubEndpoint(endpoints.tasks.centerUsers, () => demoCenterUsers()),
      ],
    },
  );
}

describe('the task row of a question card', () => {
  it('shows for Yes and No only', async () => {
    renderList(3, () => []);
    // The counts load even so (another question of the list may need them).
    await screen.findByRole('article', { name: question().title });
    await act(() => Promise.resolve());
    expect(screen.queryByText('Tasks assigned to this question')).not.toBeInTheDocument();
  });

  it('counts evidence and goal tasks, and refreshes when tasks change elsewhere', async () => {
    let evidence = 1;
    const { platform } = renderList(1, () => [{ questionId: question().id, evidence, goal: 0 }]);
    const row = screen.getByRole('region', { name: /Tasks assigned to this question/ });
    expect(await within(row).findByText('Evidence task(s) assigned: 1')).toBeInTheDocument();
    expect(within(row).getByText('Goal task(s) assigned: 0')).toBeInTheDocument();

    evidence = 2;
    act(() => platform.bus.publish('data.changed', { entity: 'tasks', centerId: CENTER_ID }));
    expect(await within(row).findByText('Evidence task(s) assigned: 2')).toBeInTheDocument();
  });

  it('opens the evidence task form from Add tasks on a Yes', async () => {
    renderList(1, () => []);
    await userEvent.click(screen.getByRole('button', { name: 'Add tasks' }));
    const dialog = await screen.findByRole('dialog', { name: /Manage your evidence tasks/ });
    expect(await within(dialog).findByRole('form', { name: 'New task' })).toBeInTheDocument();
  });
});

describe('Go to question', () => {
  it('scrolls to the question the address names and marks it for a second', async () => {
    // jsdom lays nothing out, so it has no scrolling of its own.
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderList(1, () => [], question().id);
    const card = screen.getByRole('article', { name: question().title });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(card);
    expect(card).toHaveAttribute('aria-current', 'location');
    await waitFor(() => expect(card).not.toHaveAttribute('aria-current'), { timeout: 2000 });
  });
});
