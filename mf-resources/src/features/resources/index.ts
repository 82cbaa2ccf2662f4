// The resource centre's page (its QIP/SAT resources tab, with the shop and tutorials tabs).
export { ResourceCentrePage } from './components/ResourceCentrePage';
export { WebinarPlaceholderPage } from './components/WebinarPlaceholderPage';
