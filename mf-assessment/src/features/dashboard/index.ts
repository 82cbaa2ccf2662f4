// The dashboard's public surface: what App.tsx and other features may import.
export { DashboardPage } from './components/DashboardPage';
export { NqaMenuPage } from './components/NqaMenuPage';
