// The history feature's public surface: what other features may import.
export { HistoryPanel } from './components/HistoryPanel';
export { SaveConflictDialog } from './components/SaveConflictDialog';
export { useVersionedSave, type StaleSave } from './hooks/useVersionedSave';
