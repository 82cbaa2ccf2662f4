// The evidence feature's public surface: what other features may import.
export { EvidenceModal, type EvidenceModalProps } from './components/EvidenceModal';
export { EvidenceIndicator } from './components/EvidenceIndicator';
