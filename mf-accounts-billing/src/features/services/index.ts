// The services list (/qip/user-management/services) and its upgrade subpage.
export { ServicesPage } from './components/ServicesPage';
export { UpgradePage } from './components/UpgradePage';
