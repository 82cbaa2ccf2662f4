import { isCalendarDate, parseNqaAreas } from '@qip/shared-contracts';
import { useCallback, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';

/** The dashboard's filters, kept in the address so a reload or a shared link shows the same. */
export interface TaskFilters {
  areas: number[];
  from: string;
  to: string;
  assignee: string;
  overdue: boolean;
  page: number;
}

export type FilterChange = Partial<Omit<TaskFilters, 'page'>>;

const dateOrEmpty = (value: string | null) => (value && isCalendarDate(value) ? value : '');

/**
 * Reads the filters from the address (/qip/tasks/{username} starts with that assignee name) and
 * writes them back: a filter change goes to page 1; the task shown in the modal is `?task=`.
 */
export function useTaskFilters() {
  const { username } = useParams();
  const [params, setParams] = useSearchParams();

  const filters = useMemo<TaskFilters>(() => {
    const page = Number(params.get('page'));
    return {
      areas: parseNqaAreas(params.get('areas') ?? '') ?? [],
      from: dateOrEmpty(params.get('from')),
      to: dateOrEmpty(params.get('to')),
      // ' ' in the address: a name emptied under /qip/tasks/{username}.
      assignee: (params.get('assignee') ?? username ?? '').trim(),
      overdue: params.get('view') === 'overdue',
      page: Number.isInteger(page) && page > 0 ? page : 1,
    };
  }, [params, username]);

  const write = useCallback(
    (changes: Record<string, string>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      }),
    [setParams],
  );

  const change = useCallback(
    (next: FilterChange) =>
      write({
        page: '',
        ...(next.areas ? { areas: next.areas.join(',') } : {}),
        ...(next.from !== undefined ? { from: next.from } : {}),
        ...(next.to !== undefined ? { to: next.to } : {}),
        // An emptied name stays empty even under /qip/tasks/{username}.
        ...(next.assignee !== undefined ? { assignee: next.assignee === '' && username ? ' ' : next.assignee } : {}),
        ...(next.overdue !== undefined ? { view: next.overdue ? 'overdue' : '' } : {}),
      }),
    [write, username],
  );

  return {
    filters,
    change,
    goToPage: useCallback((page: number) => write({ page: page > 1 ? String(page) : '' }), [write]),
    openTaskId: params.get('task'),
    openTask: useCallback((id: string | null) => write({ task: id ?? '' }), [write]),
  };
}
