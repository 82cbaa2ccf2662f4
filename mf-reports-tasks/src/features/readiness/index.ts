// The readiness view: what a service still has to fix before an assessment, area by area.
export { ReadinessPage } from './components/ReadinessPage';
