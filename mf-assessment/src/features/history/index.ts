// The history feature's public surface: what other features may import.
export { HistoryPanel } from './components/HistoryPanel';
