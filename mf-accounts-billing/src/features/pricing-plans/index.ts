// The pricing plans' public surface: the page, the plan chosen with Buy now, and how it is named.
export { PricingPlansPage } from './components/PricingPlansPage';
export { ChosenPlanSummary } from './components/ChosenPlanSummary';
export { useChosenPlan, readChosenPlan } from './hooks/useChosenPlan';
export { planTitle, priceText } from './components/priceText';
