// Made from the contract (src/api) by `pnpm --filter @qip/shared-contracts generate`: do not edit.
// What the browser needs to call each endpoint, without its zod schemas (CallableEndpoint), so
// the portal's first script loads no zod. src/generate/endpointTable.test.ts fails when it no
// longer matches the contract, and this does not compile when an endpoint is missing.
import type { CallableEndpoints } from './callableEndpoints';

export const endpoints: CallableEndpoints = {
  auth: {
    token: { method: 'POST', path: '/oauth/token', live: { none: '' } },
  },
  health: {
    health: { method: 'GET', path: '/api/health' },
  },
  config: {
    portal: { method: 'GET', path: '/api/portal-config' },
  },
  users: {
    me: { method: 'GET', path: '/api/user' },
    byId: { method: 'GET', path: '/api/user/:id' },
    update: { method: 'PUT', path: '/api/user/:id', live: { none: '' } },
    create: { method: 'POST', path: '/api/user', live: { none: '' } },
    remove: { method: 'DELETE', path: '/api/user', live: { none: '' } },
    list: { method: 'POST', path: '/api/centers/users', live: { none: '' } },
  },
  passwords: {
    resetRequest: { method: 'POST', path: '/api/notifications/reset/request', live: { none: '' } },
    resetConfirm: { method: 'POST', path: '/api/notifications/reset/confirm', live: { none: '' } },
  },
  subscriptions: {
    userCentersSubscription: { method: 'GET', path: '/api/user/:id/centers/subscription' },
  },
  progress: {
    nqaProgress: { method: 'GET', path: '/api/centers/:centerId/nqa-progress', reuseForMs: 2000 },
  },
  notifications: {
    serviceRequest: { method: 'POST', path: '/api/notifications/service/request', live: { none: '' } },
  },
  launch: {
    createLink: { method: 'POST', path: '/api/launch-links', live: { none: '' } },
    openSession: { method: 'POST', path: '/api/launch/session', live: { none: '' } },
  },
  assessment: {
    categories: { method: 'GET', path: '/api/categories' },
    categoryProgress: { method: 'GET', path: '/api/category/:id' },
    nqaList: { method: 'GET', path: '/api/nqa' },
    questions: { method: 'GET', path: '/api/questions' },
    createCustom: { method: 'POST', path: '/api/questions', live: { entity: 'questions' } },
    updateCustom: { method: 'PUT', path: '/api/question/:id', live: { entity: 'questions' } },
    removeCustom: { method: 'DELETE', path: '/api/questions/:id/:id2', live: { entity: 'questions' } },
    question: { method: 'GET', path: '/api/question/0' },
    author: { method: 'GET', path: '/api/question/author/:id' },
    comply: { method: 'POST', path: '/api/question/comply', live: { entity: 'questions' } },
  },
  lawsRegulations: {
    list: { method: 'GET', path: '/api/laws-regulations-get/:nqa' },
    results: { method: 'GET', path: '/api/laws-regulations-result-get-nqa/:center/:nqa' },
    create: { method: 'POST', path: '/api/laws-regulations', live: { entity: 'laws' } },
    update: { method: 'PUT', path: '/api/laws-regulations-result-update/:id', live: { entity: 'laws' } },
  },
  reports: {
    list: { method: 'GET', path: '/api/reports' },
    create: { method: 'POST', path: '/api/report', live: { entity: 'reports' } },
    progress: { method: 'GET', path: '/api/report/progress/:id' },
    download: { method: 'GET', path: '/api/report/download/:id' },
    remove: { method: 'DELETE', path: '/api/reports/:id', live: { entity: 'reports' } },
  },
  serviceDetails: {
    get: { method: 'GET', path: '/api/center/:id' },
    save: { method: 'PUT', path: '/api/center/:id', live: { entity: 'service-details' } },
  },
  attachments: {
    create: { method: 'POST', path: '/api/attachments', live: { entity: 'service-details' } },
    list: { method: 'GET', path: '/api/attachments' },
    remove: { method: 'DELETE', path: '/api/attachments/:id', live: { entity: 'service-details' } },
  },
  tasks: {
    list: { method: 'GET', path: '/api/tasks' },
    byId: { method: 'GET', path: '/api/tasks/:id' },
    counts: { method: 'GET', path: '/api/tasks/counts' },
    create: { method: 'POST', path: '/api/tasks', live: { entity: 'tasks' } },
    update: { method: 'PUT', path: '/api/tasks/:id', live: { entity: 'tasks' } },
    remove: { method: 'DELETE', path: '/api/tasks/:id', live: { entity: 'tasks' } },
    centerUsers: { method: 'GET', path: '/api/center/:id/users' },
  },
  sat: {
    list: { method: 'GET', path: '/api/questions-result-sat/:id' },
    get: { method: 'GET', path: '/api/sat-data/:id' },
    create: { method: 'PUT', path: '/api/sat-data', live: { entity: 'sat' } },
    update: { method: 'PUT', path: '/api/sat-data-update/:id', live: { entity: 'sat' } },
    remove: { method: 'DELETE', path: '/api/sat-data-delete/:id', live: { entity: 'sat' } },
  },
  mentorFeedback: {
    request: { method: 'POST', path: '/api/notifications/feedback/request', live: { none: '' } },
    summary: { method: 'GET', path: '/api/replyfeedback/summary' },
    list: { method: 'GET', path: '/api/replyfeedback/all/list' },
    mentorQueue: { method: 'GET', path: '/api/mentor/feedback-requests' },
    mentorRequest: { method: 'GET', path: '/api/mentor/feedback-requests/:id' },
    saveDraft: { method: 'PUT', path: '/api/mentor/feedback-requests/:id/review', live: { none: '' } },
    publish: { method: 'POST', path: '/api/mentor/feedback-requests/:id/publish', live: { none: '' } },
  },
  evidence: {
    list: { method: 'GET', path: '/api/question/evidence' },
    create: { method: 'POST', path: '/api/question/evidence', live: { entity: 'evidence' } },
    update: { method: 'POST', path: '/api/question/evidence/:id', live: { entity: 'evidence' } },
    remove: { method: 'DELETE', path: '/api/question/evidence/:id', live: { entity: 'evidence' } },
    link: { method: 'POST', path: '/api/question/evidence/:id/questions', live: { entity: 'evidence' } },
    unlink: { method: 'DELETE', path: '/api/question/evidence/:id/questions/:cqr_id', live: { entity: 'evidence' } },
    library: { method: 'GET', path: '/api/evidence' },
  },
  support: {
    create: { method: 'POST', path: '/api/support-requests', live: { none: '' } },
  },
  services: {
    list: { method: 'GET', path: '/api/services' },
    remove: { method: 'DELETE', path: '/api/services/:id', live: { none: '' } },
  },
  messages: {
    counts: { method: 'POST', path: '/api/message-inbox-unread', live: { none: '' } },
    inbox: { method: 'POST', path: '/api/message-inbox', live: { none: '' } },
    view: { method: 'POST', path: '/api/message-view', live: { none: '' } },
    markRead: { method: 'POST', path: '/api/message-delete-unread', live: { none: '' } },
    remove: { method: 'DELETE', path: '/api/message-delete', live: { none: '' } },
    recipients: { method: 'GET', path: '/api/messages/recipients' },
    send: { method: 'POST', path: '/api/messages', live: { none: '' } },
  },
  resources: {
    list: { method: 'GET', path: '/api/getallresources' },
    download: { method: 'GET', path: '/api/resources/download/:id' },
    shop: { method: 'GET', path: '/api/resourcesshop' },
    shopItem: { method: 'GET', path: '/api/resourcesshop/:id' },
    tutorials: { method: 'GET', path: '/api/resourcestutorial' },
    tutorial: { method: 'GET', path: '/api/resourcestutorial/:id' },
    createFile: { method: 'POST', path: '/api/resources', live: { none: '' } },
    updateFile: { method: 'PUT', path: '/api/resources/:id', live: { none: '' } },
    removeFile: { method: 'DELETE', path: '/api/resources/:id', live: { none: '' } },
    createShopItem: { method: 'POST', path: '/api/resourcesshop', live: { none: '' } },
    updateShopItem: { method: 'PUT', path: '/api/resourcesshop/:id', live: { none: '' } },
    removeShopItem: { method: 'DELETE', path: '/api/resourcesshop/:id', live: { none: '' } },
    createTutorial: { method: 'POST', path: '/api/resourcestutorial', live: { none: '' } },
    updateTutorial: { method: 'PUT', path: '/api/resourcestutorial/:id', live: { none: '' } },
    removeTutorial: { method: 'DELETE', path: '/api/resourcestutorial/:id', live: { none: '' } },
  },
  nqsChanges: {
    list: { method: 'GET', path: '/api/nqs-changes' },
    review: { method: 'POST', path: '/api/nqs-changes/review', live: { entity: 'questions' } },
  },
  qipReview: {
    summary: { method: 'GET', path: '/api/qip-reviews' },
    mark: { method: 'POST', path: '/api/qip-reviews', live: { none: '' } },
  },
  readiness: {
    view: { method: 'GET', path: '/api/readiness' },
  },
  history: {
    list: { method: 'GET', path: '/api/history' },
    restore: { method: 'POST', path: '/api/history/:id/restore', live: { entity: 'questions' } },
  },
  live: {
    changes: { method: 'GET', path: '/api/live' },
  },
  billing: {
    config: { method: 'GET', path: '/api/billing/config' },
    products: { method: 'GET', path: '/api/stripe/products/:id' },
    subscribe: { method: 'POST', path: '/api/subscribe', idempotent: true, live: { none: '' } },
    changePlan: { method: 'POST', path: '/api/changeplan', idempotent: true, live: { none: '' } },
    cancel: { method: 'POST', path: '/api/cancelsubscription', idempotent: true, live: { none: '' } },
    reactivate: { method: 'POST', path: '/api/reactivatesubscription', idempotent: true, live: { none: '' } },
    paymentMethods: { method: 'GET', path: '/api/stripe/paymentmethod/:id' },
    addPaymentMethod: { method: 'PUT', path: '/api/stripe/paymentmethod', live: { none: '' } },
    detachPaymentMethod: { method: 'POST', path: '/api/stripe/paymentmethod/detach', live: { none: '' } },
    invoices: { method: 'GET', path: '/api/stripe/invoices/:id' },
    invoiceDownload: { method: 'GET', path: '/api/stripe/invoices/:id/download/:invoiceId' },
    createLocalPaymentMethod: { method: 'POST', path: '/api/billing/local/paymentmethod', live: { none: '' } },
    advanceTestClock: { method: 'POST', path: '/api/billing/test-clock/advance', live: { none: '' } },
  },
  accounts: {
    register: { method: 'POST', path: '/api/register', live: { none: '' } },
    createCenter: { method: 'POST', path: '/api/centers', live: { none: '' } },
  },
};
