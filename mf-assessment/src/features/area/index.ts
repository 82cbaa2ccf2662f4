// The quality-area page's public surface: what App.tsx and other features may import.
export { AreaPage } from './components/AreaPage';
