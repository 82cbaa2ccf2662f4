// The contract without the API's zod schemas: what both entries give (index.ts adds the schemas,
// browser.ts only their types and the endpoints without them).
// Events
export * from './events/eventBus';
export * from './events/portalEvents';

// HTTP: endpoint definitions, the one API client, errors and retries
export * from './http/endpoint';
export * from './http/apiClient';
export * from './http/errors';
export * from './http/retry';
export * from './http/earlyReplies';

// Routes
export * from './routes/paths';
export * from './routes/remotes';
export * from './routes/federationManifest';
export * from './routes/pageReads';
export * from './routes/hub';
export * from './routes/launchLink';

// Session and the props every remote receives
export * from './session/session';
export * from './session/sessionReads';

// Domain constants and pure rules
export * from './domain/areaElements';
export * from './domain/constants';
export * from './domain/dates';
export * from './domain/tasks';
export * from './domain/reports';
export * from './domain/evidence';
export * from './domain/improvementPlan';
export * from './domain/lawCompliance';
export * from './domain/progress';
export * from './domain/qipFinished';
export * from './domain/qipChanges';
export * from './domain/qualityAreas';
export * from './domain/questionFilters';
export * from './domain/rateLimits';
export * from './domain/signIn';
export * from './domain/accounts';
export * from './domain/serviceStatus';
export * from './domain/billing';
export * from './domain/cardForm';
export * from './domain/subscriptionRows';
export * from './domain/serviceDetails';
export * from './domain/serviceDetailsWizard';
export * from './domain/uploads';
export * from './domain/validation';
export * from './domain/textLimits';
export * from './domain/sat';
export * from './domain/mentorFeedback';
export * from './domain/userManagement';
export * from './domain/support';
export * from './domain/services';
export * from './domain/messages';
export * from './domain/resources';
export * from './domain/nqsChanges';
export * from './domain/qipReview';
export * from './domain/readiness';
export * from './domain/history';
export * from './domain/liveChanges';
