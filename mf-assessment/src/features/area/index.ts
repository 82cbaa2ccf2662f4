// The quality-area page's public surface: what App.tsx and other features may import.
export { AreaPage } from './components/AreaPage';
// The SAT page shows an area's elements and offers the seven areas as shortcuts.
export { useAreaProgress } from './hooks/useAreaProgress';
export { AreaSwitcher } from './components/AreaSwitcher';
export { loadAreaProgress } from './api/areaApi';
