// The laws-and-regulations feature's public surface: what other features may import.
export { ComplianceBanner } from './components/ComplianceBanner';
export { AreaLawsModal } from './components/AreaLawsModal';
export { useLawCompliance } from './hooks/useLawCompliance';
export { loadLawCompliance } from './api/lawsApi';
