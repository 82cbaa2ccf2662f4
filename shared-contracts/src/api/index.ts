import { accountEndpoints } from './accounts';
import { assessmentEndpoints } from './assessment';
import { attachmentEndpoints } from './attachments';
import { authEndpoints } from './auth';
import { billingEndpoints } from './billing';
import { evidenceEndpoints } from './evidence';
import { configEndpoints } from './config';
import { healthEndpoints } from './health';
import { historyEndpoints } from './history';
import { launchEndpoints } from './launch';
import { lawsRegulationsEndpoints } from './lawsRegulations';
import { liveEndpoints } from './live';
import { mentorFeedbackEndpoints } from './mentorFeedback';
import { nqsChangeEndpoints } from './nqsChanges';
import { messageEndpoints } from './messages';
import { notificationEndpoints } from './notifications';
import { passwordEndpoints } from './passwords';
import { progressEndpoints } from './progress';
import { qipReviewEndpoints } from './qipReview';
import { readinessEndpoints } from './readiness';
import { reportEndpoints } from './reports';
import { resourceEndpoints } from './resources';
import { satEndpoints } from './sat';
import { serviceDetailsEndpoints } from './serviceDetails';
import { serviceEndpoints } from './services';
import { subscriptionEndpoints } from './subscription';
import { supportEndpoints } from './support';
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
export * from './history';
export * from './launch';
export * from './lawsRegulations';
export * from './live';
export * from './mentorFeedback';
export * from './messages';
export * from './notifications';
export * from './nqsChanges';
export * from './passwords';
export * from './progress';
export * from './qipReview';
export * from './readiness';
export * from './reports';
export * from './resources';
export * from './sat';
export * from './serviceDetails';
export * from './services';
export * from './subscription';
export * from './support';
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
  passwords: passwordEndpoints,
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
  support: supportEndpoints,
  services: serviceEndpoints,
  messages: messageEndpoints,
  resources: resourceEndpoints,
  nqsChanges: nqsChangeEndpoints,
  qipReview: qipReviewEndpoints,
  readiness: readinessEndpoints,
  history: historyEndpoints,
  live: liveEndpoints,
  // Last: the gates walk endpoints in this order, and a change of plan there takes mentoring
  // away from the service the other groups are checked with.
  billing: billingEndpoints,
  accounts: accountEndpoints,
} as const;
