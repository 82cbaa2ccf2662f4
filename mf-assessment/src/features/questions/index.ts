// The questions feature's public surface: what other features may import.
export { ElementWorkspace } from './components/ElementWorkspace';
export { loadElementQuestions } from './api/questionsApi';
