import { addCalendarDays, endpoints, localCalendarDate, type Task } from '@qip/shared-contracts';
import { demoCenterUsers, demoTask, renderWithPlatform, stubEndpoint, type StubHandler } from '@qip/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CENTER_ID, question } from '../../../testing/fixtures';
import { QuestionTasks } from './QuestionTasks';

const okAnswer = { ok: true as const };

function renderTasks(
  options: {
    tasks?: Task[];
    kind?: 'evidence' | 'goal';
    isCustom?: boolean;
    create?: StubHandler<typeof endpoints.tasks.create>;
    startAdding?: boolean;
  } = {},
) {
  const tasks = options.tasks ?? [demoTask(), demoTask({ id: 'task-2', name: 'Collect room programs' })];
  return renderWithPlatform(
    <QuestionTasks
      kind={options.kind ?? 'evidence'}
      question={question({ status: 1, isCustom: options.isCustom ?? false })}
      centerId={CENTER_ID}
      readOnly={false}
      startAdding={options.startAdding}
    />,
    {
      api: [
        stubEndpoint(endpoints.tasks.list, () => ({ tasks, total: tasks.length, page: 1, pageSize: 100 })),
        stubEndpoint(endpoints.tasks.centerUsers, () => demoCenterUsers()),
        stubEndpoint(endpoints.tasks.create, options.create ?? (({ body }) => demoTask({ name: body.name }))),
        stubEndpoint(endpoints.tasks.update, ({ params, body }) => demoTask({ id: params.id, ...body })),
        stubEndpoint(endpoints.tasks.remove, () => okAnswer),
      ],
    },
  );
}

describe('a question’s tasks', () => {
  it('counts the tasks and shows or closes them, one editor open at a time', async () => {
    renderTasks();
    const section = screen.getByRole('region', { name: 'Manage your evidence tasks' });
    expect(await within(section).findByText('2 task(s) assigned')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Show tasks' }));

    const first = screen.getByRole('button', { name: /Photograph the learning wall/ });
    const second = screen.getByRole('button', { name: /Collect room programs/ });
    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('form', { name: 'Edit task Photograph the learning wall' })).toBeInTheDocument();
    await userEvent.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'Edit task Photograph the learning wall' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit task Collect room programs' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Close tasks' }));
    expect(screen.queryByRole('button', { name: /Collect room programs/ })).not.toBeInTheDocument();
  });

  it('names strength tasks for a custom strength', async () => {
    renderTasks({ isCustom: true });
    expect(await screen.findByRole('region', { name: 'Manage your strength tasks' })).toBeInTheDocument();
  });

  it('asks for every field, then sets the task and says the team member was notified', async () => {
    const { platform } = renderTasks();
    await userEvent.click(await screen.findByRole('button', { name: '+ Add another task' }));
    const form = await screen.findByRole('form', { name: 'New task' });
    await userEvent.click(within(form).getByRole('button', { name: 'Set task' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Please fill up all fields.');
    expect(within(form).getAllByText('This field is required.').length).toBeGreaterThanOrEqual(3);
    expect(platform.api.callsTo(endpoints.tasks.create)).toHaveLength(0);

    const due = addCalendarDays(localCalendarDate(), 3);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Task name' }), 'Film a group time');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Task for' }), 'Eli Nguyen');
    await userEvent.type(within(form).getByLabelText('To be completed by'), due);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Task summary' }), 'Two minutes of mat time');
    await userEvent.click(within(form).getByRole('button', { name: 'Status: Not started' }));
    const picker = await screen.findByRole('dialog', { name: 'Task status' });
    await userEvent.click(within(picker).getByRole('radio', { name: 'In progress' }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Done' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Set task' }));

    expect(await screen.findByRole('dialog', { name: 'Task set and team member notified.' })).toBeInTheDocument();
    expect(platform.api.callsTo(endpoints.tasks.create)[0]).toEqual({
      body: {
        centerId: CENTER_ID,
        questionId: question().id,
        type: 'evidence',
        name: 'Film a group time',
        asignee: 'user-eli',
        taskDue: due,
        summary: 'Two minutes of mat time',
        status: 2,
        step_outcome: '',
        success_measure: '',
        progress_notes: '',
        priority: null,
      },
    });
    expect(platform.published).toContainEqual({
      type: 'data.changed',
      payload: { entity: 'tasks', centerId: CENTER_ID },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Task set and team member notified.' })).not.toBeInTheDocument(),
    );
  });

  it('refuses a due date in the past', async () => {
    renderTasks({ startAdding: true });
    const form = await screen.findByRole('form', { name: 'New task' });
    await userEvent.type(within(form).getByLabelText('To be completed by'), addCalendarDays(localCalendarDate(), -1));
    await userEvent.click(within(form).getByRole('button', { name: 'Set task' }));
    expect(await within(form).findByText('The due date must be today or later.')).toBeInTheDocument();
  });

  it('offers the goal columns on goal tasks', async () => {
    renderTasks({ kind: 'goal', startAdding: true });
    const form = await screen.findByRole('form', { name: 'New task' });
    expect(within(form).getByRole('textbox', { name: 'How will we get this outcome? (Steps)' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Success measure' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Progress notes' })).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Priority (L/M/H)' })).toHaveValue('');
  });

  it('removes a task after the confirmation', async () => {
    const { platform } = renderTasks();
    await userEvent.click(await screen.findByRole('button', { name: 'Show tasks' }));
    await userEvent.click(screen.getByRole('button', { name: /Photograph the learning wall/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove task' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure you want to remove task?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(platform.api.callsTo(endpoints.tasks.remove)).toEqual([{ params: { id: 'task-1' } }]));
  });
});
