import './theme/styled';

// Theme
export * from './theme/theme';
export { GlobalStyle } from './theme/GlobalStyle';

// Design system
export * from './components/Button';
export * from './components/Spinner';
export * from './components/Modal';
export * from './components/Drawer';
export * from './components/ConfirmDialog';
export * from './components/ModalActions';
export * from './components/States';
export * from './components/ProgressBar';
export * from './components/ProgressRing';
export * from './components/Toasts';
export * from './components/Tabs';
export * from './components/Pager';
export * from './components/FileFamilyIcon';
export * from './components/usePagedRows';
export * from './components/DataTable';
export * from './components/Layout';
export * from './components/SafeHtml';
export * from './components/StepList';
export * from './components/SummaryCard';
export * from './forms/fields';
export * from './forms/FormField';
export * from './forms/fieldStyles';
export * from './forms/TimeSelectField';
export * from './forms/AreaCheckboxes';
export * from './forms/zodErrors';
export * from './forms/ServiceHoursFields';
export * from './forms/PhilosophyField';

// Platform: how a remote reads what the shell provides
export * from './platform/PlatformContext';
export * from './platform/usePortalNavigate';
export * from './platform/useResource';
export * from './platform/createRemoteLifecycles';
export * from './platform/RemoteLandingPage';
export * from './platform/routerFuture';
export * from './platform/useProtectedFileUrl';
export * from './platform/useSelectedService';
export * from './platform/downloadText';
export * from './platform/files';

// Tasks: the task form and calls the assessment and the tasks dashboard share
export * from './tasks/tasksApi';
export * from './tasks/useCenterUsers';
export * from './tasks/TaskForm';
export * from './tasks/TaskStatusPicker';

// Data several remotes load the same way
export * from './data/useServiceDetails';
