// The SAT feature's public surface: what other features may import.
export { useSatSelection, type SatSelection } from './hooks/useSatSelection';
export { SatDrawerLauncher } from './components/SatDrawerLauncher';
