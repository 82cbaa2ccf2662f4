// What each plan gives (accounts-billing spec section 1), as the plan-change pages list it.

export const PORTAL_FEATURES = [
  'Create and save your QIP and SAT online',
  'Fast reports and team goals',
  'Exclusive and monthly resources',
  'Assessment and rating preview',
  'Monthly expert webinars',
  'Email and phone support',
] as const;

export const MENTORING_FEATURES = [
  'Everything in the Portal',
  'Feedback requests to assessors',
  'Mentor guidance',
  'Termly mentoring sessions',
  'Monthly bespoke service resources',
] as const;
