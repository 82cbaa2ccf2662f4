// The tasks dashboard's public surface: its page, routed at /qip/tasks and /qip/tasks/{username}.
export { TasksDashboard } from './components/TasksDashboard';
