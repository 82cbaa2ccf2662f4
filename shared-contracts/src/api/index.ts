import { accountEndpoints } from './accounts';
import { assessmentEndpoints } from './assessment';
import { attachmentEndpoints } from './attachments';
import { authEndpoints } from './auth';
import { billingEndpoints } from './billing';
import { evidenceEndpoints } from './evidence';
import { configEndpoints } from './config';
import { healthEndpoints } from './health';
import { launchEndpoints } from './launch';
import { lawsRegulationsEndpoints } from './lawsRegulations';
import { mentorFeedbackEndpoints } from './mentorFeedback';
import { notificationEndpoints } from './notifications';
import { progressEndpoints } from './progress';
import { reportEndpoints } from './reports';
import { resourceEndpoints } from './resources';
import { satEndpoints } from './sat';
import { serviceDetailsEndpoints } from './serviceDetails';
import { subscriptionEndpoints } from './subscription';
import { taskEndpoints } from './tasks';
import { userEndpoints } from './users';

export * from './accounts';
export * from './assessment';
export * from './attachments';
export * from './auth';
export * from './billing';
export * from './common';
export * from './config';
export * from './evidence';
export * from './files';
export * from './health';
export * from './launch';
export * from './lawsRegulations';
export * from './mentorFeedback';
export * from './notifications';
export * from './progress';
export * from './reports';
export * from './resources';
export * from './sat';
export * from './serviceDetails';
export * from './subscription';
export * from './tasks';
export * from './users';

/**
 * Every API call of the portal, by area. The API serves each of these (a test checks it) and
 * the browser calls them through `ApiClient.call`.
 */
export const endpoints = {
  auth: authEndpoints,
  health: healthEndpoints,
  config: configEndpoints,
  users: userEndpoints,
  subscriptions: subscriptionEndpoints,
  progress: progressEndpoints,
  notifications: notificationEndpoints,
  launch: launchEndpoints,
  assessment: assessmentEndpoints,
  lawsRegulations: lawsRegulationsEndpoints,
  reports: reportEndpoints,
  serviceDetails: serviceDetailsEndpoints,
  attachments: attachmentEndpoints,
  tasks: taskEndpoints,
  sat: satEndpoints,
  mentorFeedback: mentorFeedbackEndpoints,
  evidence: evidenceEndpoints,
  resources: resourceEndpoints,
  // Last: the gates walk endpoints in this order, and a change of plan there takes mentoring
  // away from the service the other groups are checked with.
  billing: billingEndpoints,
  accounts: accountEndpoints,
} as const;
