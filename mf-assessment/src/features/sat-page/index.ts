// The SAT page's public surface: what App.tsx may import.
export { SatPage } from './components/SatPage';
