// What several features of the assessment share (not generic enough for shared-ui): saving a text
// with its version, and the save-conflict dialog when someone else saved it first.
export { SaveConflictDialog } from './components/SaveConflictDialog';
export { TextVersion } from './components/TextVersion';
export { useVersionedSave, type StaleSave } from './hooks/useVersionedSave';
