// The custom goals and strengths feature's public surface: what other features may import.
export { CustomItemsSection } from './components/CustomItemsSection';
export type { CustomItemTarget } from './components/CustomItemModal';
