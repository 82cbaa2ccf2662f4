import { PATHS } from '@qip/shared-contracts';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  Page,
  PageHeader,
  Pager,
  useReadOnly,
  useSelectedService,
  useServiceDetails,
  type SelectedService,
} from '@qip/shared-ui';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { useTaskFilters } from '../hooks/useTaskFilters';
import { useTaskPage } from '../hooks/useTaskPage';
import { TaskFilterBar } from './TaskFilterBar';
import { TaskModal } from './TaskModal';
import { TaskTable } from './TaskTable';

const Total = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * /qip/tasks and /qip/tasks/{username}: the service's tasks, filtered and paged by 10. Without
 * loaded service details it goes to /qip/nqa (spec section 2).
 */
export function TasksDashboard() {
  const service = useSelectedService();
  if (!service) return <Navigate to={PATHS.nqa} replace />;
  return <TasksGuard service={service} />;
}

function TasksGuard({ service }: { service: SelectedService }) {
  const { details } = useServiceDetails(service.centerId);
  if (details.status === 'failed') return <Navigate to={PATHS.nqa} replace />;
  return (
    <Page>
      <PageHeader title="Tasks" subtitle={service.name} />
      {details.status === 'loading' ? <LoadingState /> : <Tasks centerId={service.centerId} />}
    </Page>
  );
}

function Tasks({ centerId }: { centerId: string }) {
  const { filters, change, goToPage, openTaskId, openTask } = useTaskFilters();
  const tasks = useTaskPage(centerId, filters);
  const readOnly = useReadOnly();
  const filtered = filters.areas.length > 0 || filters.from || filters.to || filters.assignee || filters.overdue;

  return (
    <>
      <TaskFilterBar filters={filters} onChange={change} />
      {tasks.status === 'loading' && <LoadingState />}
      {tasks.status === 'failed' && <ErrorState onRetry={() => void tasks.reload()} />}
      {tasks.status === 'ready' &&
        (tasks.data.tasks.length === 0 ? (
          <EmptyState
            title={filtered ? 'No tasks match these filters.' : 'There are no tasks yet.'}
            description={
              filtered ? undefined : 'Tasks are set from a question: answer it, then choose Add tasks on its card.'
            }
          />
        ) : (
          <>
            <Total aria-live="polite">{tasks.data.total} task(s)</Total>
            <TaskTable tasks={tasks.data.tasks} onOpen={(task) => openTask(task.id)} />
            <Pager
              page={tasks.data.page}
              pageCount={Math.ceil(tasks.data.total / tasks.data.pageSize)}
              onChange={goToPage}
              label="Task pages"
            />
          </>
        ))}
      {openTaskId && (
        <TaskModal
          key={openTaskId}
          taskId={openTaskId}
          centerId={centerId}
          readOnly={readOnly}
          onClose={() => openTask(null)}
        />
      )}
    </>
  );
}
