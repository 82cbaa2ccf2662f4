// The tasks feature's public surface: a question's task section (the evidence modal takes it as
// `tasksSection`), the question card's task row, and the counts that feed it.
export { QuestionTasks, type QuestionTasksProps } from './components/QuestionTasks';
export { QuestionTasksModal } from './components/QuestionTasksModal';
export { QuestionTaskSummary } from './components/QuestionTaskSummary';
export { useTaskCounts } from './hooks/useTaskCounts';
