// The wizard steps' public surface: the thirteen step definitions the wizard shows.
export { STEP_DEFINITIONS } from './components/stepDefinitions';
export type { StepDefinition, StepFieldsProps } from './components/types';
