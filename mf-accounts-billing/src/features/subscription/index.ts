// Subscription changes: the edit, upgrade and downgrade pages, and the cancel and reactivate
// flows the subscription details start.
export { CancelFlow } from './components/CancelFlow';
export { EditSubscriptionPage } from './components/EditSubscriptionPage';
export { PlanChangePage } from './components/PlanChangePage';
export { ReactivateFlow } from './components/ReactivateFlow';
export { MENTORING_FEATURES, PORTAL_FEATURES } from './components/planFeatures';
