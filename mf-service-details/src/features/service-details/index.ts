// The service-details wizard's public surface: what App.tsx may import.
export { ServiceDetailsWizard } from './components/ServiceDetailsWizard';
