import { endpoints } from '@qip/shared-contracts';
import { demoCenterUsers, okAnswer, renderWithPlatform, stubEndpoint, type TestPlatform } from '@qip/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CENTER_ID, question } from '../../../testing/fixtures';
import { withoutSat } from '../../../testing/sat';
import { CustomItemsSection, DELETE_QUESTION } from './CustomItemsSection';

const TARGET = {
  centerId: CENTER_ID,
  elementId: 'nqs2018-1.3.1',
  elementLabel: '1.3.1',
  category: 'embedded' as const,
};
const strength = question({
  id: 'custom-1',
  isCustom: true,
  title: 'custom',
  description: 'Families co-design the planning wall.',
  status: 1,
  authorName: 'Eli Nguyen',
  centerId: CENTER_ID,
});

function Harness({ readOnly = false, onChanged }: { readOnly?: boolean; onChanged: () => Promise<void> }) {
  const [adding, setAdding] = useState(false);
  return (
    <CustomItemsSection
      items={[strength]}
      target={TARGET}
      readOnly={readOnly}
      sat={withoutSat}
      adding={adding}
      onAddingChange={setAdding}
      onChanged={onChanged}
    />
  );
}

const api = [
  stubEndpoint(endpoints.assessment.createCustom, () => question({ isCustom: true })),
  stubEndpoint(endpoints.assessment.updateCustom, () => question({ isCustom: true })),
  stubEndpoint(endpoints.assessment.removeCustom, okAnswer),
];

/** The calls about the items themselves (each item's task row also loads the task counts). */
const questionCalls = (platform: TestPlatform) =>
  platform.api.calls.filter((call) => call.endpoint !== endpoints.tasks.counts);

describe('custom goals and strengths', () => {
  it('gives a strength strength tasks', async () => {
    renderWithPlatform(<Harness onChanged={jest.fn()} />, {
      api: [
        ...api,
        stubEndpoint(endpoints.tasks.counts, () => [{ questionId: 'custom-1', evidence: 2, goal: 0 }]),
        stubEndpoint(endpoints.tasks.list, () => ({ tasks: [], total: 0, page: 1, pageSize: 100 })),
        stubEndpoint(endpoints.tasks.centerUsers, () => demoCenterUsers()),
      ],
    });
    const item = screen.getByRole('listitem', { name: 'Strength' });
    expect(await within(item).findByText('Evidence task(s) assigned: 2')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Add tasks' }));
    const dialog = await screen.findByRole('dialog', { name: /^Manage your strength tasks: 1\.3\.1/ });
    expect(within(dialog).getByRole('region', { name: 'Manage your strength tasks' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('form', { name: 'New task' })).toBeInTheDocument();
  });

  it("lists each item with its kind and 'Post by {name}'", () => {
    renderWithPlatform(<Harness onChanged={jest.fn()} />, { api });
    const item = screen.getByRole('listitem', { name: 'Strength' });
    expect(item).toHaveTextContent('Families co-design the planning wall.');
    expect(item).toHaveTextContent('Post by Eli Nguyen');
  });

  it('adds a strength: the Strength tab sends status 1', async () => {
    const onChanged = jest.fn(() => Promise.resolve());
    const { platform } = renderWithPlatform(<Harness onChanged={onChanged} />, { api });
    await userEvent.click(screen.getByRole('button', { name: 'Add your custom goals or strengths' }));
    const dialog = screen.getByRole('dialog', { name: 'Add your custom goals or strengths' });
    expect(within(dialog).getByRole('tab', { name: 'Goal' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Strength' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Describe your strength' }), 'Weekly focus board');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add strength' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(questionCalls(platform)[0]).toEqual({
      endpoint: endpoints.assessment.createCustom,
      input: {
        body: {
          title: 'custom',
          type: 'embedded',
          center_id: CENTER_ID,
          description: 'Weekly focus board',
          category_id: 'nqs2018-1.3.1',
          label: '1.3.1',
          status: 1,
        },
      },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for a description before adding', async () => {
    const { platform } = renderWithPlatform(<Harness onChanged={jest.fn()} />, { api });
    await userEvent.click(screen.getByRole('button', { name: 'Add your custom goals or strengths' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add goal' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(questionCalls(platform)).toEqual([]);
  });

  it('edits an item: switching to Goal sends status 2 and nothing else that did not change', async () => {
    const { platform } = renderWithPlatform(<Harness onChanged={jest.fn(() => Promise.resolve())} />, { api });
    await userEvent.click(screen.getByRole('button', { name: 'Edit this' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit this strength' });
    expect(within(dialog).getByRole('tab', { name: 'Strength' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Goal' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(questionCalls(platform)[0]).toEqual({
        endpoint: endpoints.assessment.updateCustom,
        input: { params: { id: 'custom-1' }, body: { center_id: CENTER_ID, qId: 'custom-1', status: 2 } },
      }),
    );
  });

  it('saves nothing when an edit changes nothing', async () => {
    const { platform } = renderWithPlatform(<Harness onChanged={jest.fn()} />, { api });
    await userEvent.click(screen.getByRole('button', { name: 'Edit this' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(questionCalls(platform)).toEqual([]);
  });

  it('removes an item only after the confirmation', async () => {
    const onChanged = jest.fn(() => Promise.resolve());
    const { platform } = renderWithPlatform(<Harness onChanged={onChanged} />, { api });
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const confirm = screen.getByRole('alertdialog', { name: DELETE_QUESTION });
    await userEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(questionCalls(platform)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(questionCalls(platform)[0]).toEqual({
      endpoint: endpoints.assessment.removeCustom,
      input: { params: { id: 'custom-1', id2: 'nqs2018-1.3.1' } },
    });
  });

  it('offers no add, edit or remove in a viewer session', () => {
    renderWithPlatform(<Harness readOnly onChanged={jest.fn()} />, { api });
    expect(screen.getByText('Families co-design the planning wall.')).toBeInTheDocument();
    // Only viewing the item's tasks is offered.
    expect(screen.queryByRole('button', { name: /add|edit|remove/i })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View evidence tasks (0)' })).toBeInTheDocument();
  });
});
