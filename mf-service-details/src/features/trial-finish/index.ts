// The trial-finish flow's public surface: what App.tsx may import.
export { TrialFinishFlow } from './components/TrialFinishFlow';
