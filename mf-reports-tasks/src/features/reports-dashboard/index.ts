// The reports dashboard's public surface: its page, routed at /qip/reports (`?tab=` names a tab).
export { ReportsDashboard } from './components/ReportsDashboard';
