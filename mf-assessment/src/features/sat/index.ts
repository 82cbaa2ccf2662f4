// The SAT feature's public surface: what other features may import.
export { useSatSelection, type SatSelection } from './hooks/useSatSelection';
export { SatDrawerLauncher } from './components/SatDrawerLauncher';
// The pieces the SAT page shares with the drawer: the centre's SAT, its writes, the strength
// editor with its autosave and counter, and removal with its confirmation.
export { useSatEntries } from './hooks/useSatEntries';
export { useSatActions } from './hooks/useSatActions';
export { useSatDrafts } from './hooks/useSatDrafts';
export { useSatRemoval } from './hooks/useSatRemoval';
export { SatStrengthEditor } from './components/SatStrengthEditor';
export { SatDescriptionsNotice } from './components/SatDescriptionsNotice';
export { loadSat } from './api/satApi';
