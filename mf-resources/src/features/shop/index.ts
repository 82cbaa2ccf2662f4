export { ShopResources } from './components/ShopResources';
