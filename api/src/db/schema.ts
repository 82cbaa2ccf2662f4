import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

// Tables as the migrations create them. Ids are made by the application (text), timestamps are
// ISO 8601 text in UTC, booleans are 0/1 integers: the subset SQLite and PostgreSQL share.

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface AccountsTable {
  id: string;
  name: string;
  /** The payment provider's customer id; null for a trial account. */
  stripe_customer_id: string | null;
  created_at: string;
}

export interface UsersTable {
  id: string;
  account_id: string | null;
  email: string;
  name: string;
  password_hash: string;
  user_type: 'ADMIN' | 'USER' | 'SUPER_ADMIN' | 'MENTOR';
  phone: string | null;
  street_address: string | null;
  suburb: string | null;
  state: string | null;
  postal_code: string | null;
  tel_num: string | null;
  mobile_num: string | null;
  additional_email: string | null;
  created_at: string;
  updated_at: string;
  /** Moved on by every password change; access tokens carry it and older ones are refused (migration 0090). */
  session_version: Generated<number>;
  /** The session (token `sid`) that changed the password in the app: it is kept after the change. */
  kept_session_id: string | null;
  /** 1 while an invited user has not yet set their password (they cannot sign in). */
  invitation_pending: Generated<number>;
}

export interface CentersTable {
  id: string;
  account_id: string;
  name: string;
  approval_number: string | null;
  service_cat_id: number | null;
  has_qip: number;
  /** When the free trial ends; null when the service never had one. */
  trial_ends_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CenterUsersTable {
  center_id: string;
  user_id: string;
  role: 'admin' | 'member';
  created_at: string;
}

export interface SubscriptionsTable {
  id: string;
  center_id: string;
  /** 'local' (the built-in test-mode provider) or 'stripe'. */
  provider: string;
  provider_subscription_id: string;
  product_name: string;
  status: string;
  amount_cents: number;
  interval: 'month' | 'year';
  current_period_start: string;
  current_period_end: string;
  canceled_at: string | null;
  created_at: string;
  updated_at: string;
  /** The plan price (PRICE_IDS in shared-contracts); null for a subscription from before migration 0080. */
  price_id: string | null;
  /** When a requested cancellation takes effect (the service is active until then). */
  cancel_at: string | null;
  /** When the subscription started: a monthly plan's 6-month minimum counts from it. */
  started_at: string | null;
}

export interface OAuthClientsTable {
  id: string;
  name: string;
  /** Null for a public client (the portal in the browser). */
  secret_hash: string | null;
  confidential: number;
}

/** The service-details wizard's fields of a centre; lists are JSON text (migration 0010). */
export interface ServiceDetailsTable {
  center_id: string;
  location_street: string;
  location_suburb: string;
  location_state: string;
  location_postal_code: string;
  postal_street: string;
  postal_suburb: string;
  postal_state: string;
  postal_code: string;
  contact_phone_num: string;
  contact_mobile_num: string;
  contact_fax_num: string;
  contact_email: string;
  contact_additional_email: string;
  provider_first_name: string;
  provider_last_name: string;
  provider_phone_num: string;
  provider_mobile_num: string;
  provider_fax_num: string;
  provider_email: string;
  supervisor_first_name: string;
  supervisor_last_name: string;
  supervisor_phone_num: string;
  supervisor_mobile_num: string;
  supervisor_fax_num: string;
  supervisor_email: string;
  leader_first_name: string;
  leader_last_name: string;
  leader_phone_num: string;
  leader_mobile_num: string;
  leader_fax_num: string;
  leader_email: string;
  additional_info: string;
  philosophy: string;
  operating_hours: string;
  outside_school_hours: string;
  vacation_care_hours: string;
  rooms: string;
  educators: string;
  employees: string;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}

/** An uploaded file: the row here, the bytes in the storage layer (migration 0011). */
export interface AttachmentsTable {
  id: string;
  entity: string;
  entity_id: string;
  /** The centre whose members may see the file. */
  center_id: string;
  name: string;
  label: string;
  title: string;
  file_name: string;
  storage_key: string;
  content_type: string;
  size_bytes: number;
  width: number | null;
  height: number | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** A version of the National Quality Standard; one is current (migration 0002). */
export interface NqsVersionsTable {
  id: string;
  name: string;
  effective_from: string;
  is_current: number;
  created_at: string;
  /** The version a revision revises, whose category rows it keeps; null for one with its own (migration 0102). */
  base_version_id: string | null;
}

/** What a revision of the NQS changes in one element of its base version (migration 0102). */
export interface NqsRevisionChangesTable {
  version_id: string;
  category_id: string;
  /** The element's new short name; null when only its descriptor changed. */
  title: string | null;
  summary: string;
}

/** A centre's review of an element a revision changed: who and when (migration 0102). */
export interface NqsChangeReviewsTable {
  id: string;
  center_id: string;
  version_id: string;
  category_id: string;
  reviewed_by: string | null;
  reviewed_at: string;
}

/** An area ('1'), standard ('1.1') or element ('1.1.1') of an NQS version (migration 0002). */
export interface CategoriesTable {
  id: string;
  nqs_version_id: string;
  kind: 'area' | 'standard' | 'element';
  label: string;
  name: string;
  title: string;
  description: string | null;
  parent_id: string | null;
  area_id: number;
  sort_order: number;
}

/** A question of the bank, or a centre's custom goal or strength (migration 0003). */
export interface QuestionsTable {
  id: string;
  /** The element's category id. */
  category_id: string;
  type: 'embedded' | 'critical_reflections' | 'partnerships_with_family';
  label: string;
  title: string;
  description: string;
  yes_description: string | null;
  no_description: string | null;
  center_id: string | null;
  user_id: string | null;
  is_custom: number;
  archive: number;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

/** A centre's answer to a question, with its notes and goal texts (migration 0003). */
export interface QuestionResultsTable {
  id: string;
  center_id: string;
  question_id: string;
  status: number;
  notes: string | null;
  evidence_note: string | null;
  goal_strategy: string | null;
  self_assessment: string | null;
  answered_at: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
  /** Moved on by every write (migration 0101): a save from an older copy is refused. */
  version: Generated<number>;
}

/** A law or regulation underpinning an area (migration 0004). */
export interface LawsRegulationsTable {
  id: string;
  nqs_version_id: string;
  nqa: number;
  law_regulation: string;
  description: string;
  nqs: string;
  sort_order: number;
}

/** A centre's compliance record for one area (migration 0004). */
export interface LawComplianceTable {
  id: string;
  center_id: string;
  nqs_version_id: string;
  nqa: number;
  note: string;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}

/** One law's result in a compliance record (migration 0004). */
export interface LawComplianceResultsTable {
  id: string;
  compliance_id: string;
  law_id: string;
  result: number;
  updated_at: string;
}

/** A report a centre generated (migration 0005), made in the background (migration 0070). */
export interface ReportsTable {
  id: string;
  center_id: string;
  user_id: string | null;
  report_label: string;
  type: number;
  filters: string;
  /** The stored document's key; null until it has been made. */
  file_key: string | null;
  created_at: string;
  format: Generated<'pdf' | 'docx'>;
  status: Generated<'generating' | 'ready' | 'failed'>;
  /** 0 to 100. */
  percent: Generated<number>;
  /** What is being done, for people. */
  step: Generated<string>;
  /** Why it failed, for people. */
  error: string | null;
  /** The name the file is downloaded under. */
  file_name: string | null;
  size_bytes: number | null;
  updated_at: string | null;
}

/** 'Add a new service' requests sent to the operator (migration 0020). */
export interface ServiceRequestsTable {
  id: string;
  center_id: string;
  user_id: string;
  fname: string;
  lname: string;
  email: string;
  current_service_name: string;
  current_service_approval_number: string;
  new_service_name: string;
  new_service_approval_number: string;
  new_service_type: string;
  comments: string;
  mail_status: 'pending' | 'sent' | 'outbox' | 'failed';
  created_at: string;
}

/** Support requests from the help page (migration 0092). */
export interface SupportRequestsTable {
  id: string;
  sequence: number;
  center_id: string;
  user_id: string;
  type: string;
  subject: string;
  message: string;
  mail_status: 'pending' | 'sent' | 'outbox' | 'failed';
  created_at: string;
}

/** Each change to a centre's data for the live stream, kept a day (migration 0100). */
export interface LiveChangesTable {
  id: Generated<number>;
  center_id: string;
  entity: string;
  user_id: string;
  user_name: string;
  summary: string | null;
  created_at: string;
}

/** Hub launch links: one-time, expiring (migration 0020). */
export interface LaunchLinksTable {
  id: string;
  token_hash: string;
  user_id: string;
  center_id: string | null;
  viewer: number;
  target: string | null;
  counter: number;
  created_by: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** Rate-limit counters shared by every API process (migration 0030): one row per key and window. */
export interface RateLimitCountersTable {
  /** The rule and whose requests it counts: `login-account:dana@example.com`, `sends-mail:user:{id}`. */
  key: string;
  /** Requests counted in the current window (refused ones too). */
  hits: number;
  /** When the current window ends (ISO 8601, UTC); the next request after it starts a new one. */
  resets_at: string;
}

/** A task on a question of a service (migration 0050). */
export interface TasksTable {
  id: string;
  center_id: string;
  question_id: string;
  type: 'evidence' | 'goal';
  name: string;
  summary: string;
  status: number;
  /** YYYY-MM-DD. */
  task_due: string;
  assignee_id: string | null;
  assigner_id: string | null;
  step_outcome: string;
  success_measure: string;
  progress_notes: string;
  priority: 'low' | 'medium' | 'high' | null;
  created_at: string;
  updated_at: string;
}

/** A strength in a centre's SAT, holding one of its element's five slots (migration 0060). */
export interface SatEntriesTable {
  id: string;
  center_id: string;
  question_id: string;
  element_id: string;
  /** 1 to 5, unique per centre and element. */
  slot: number;
  /** Null until a description is saved. */
  sat_description: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  /** Moved on by every write of the description (migration 0101). */
  version: Generated<number>;
}

/** An item of a service's evidence library (migration 0040). */
export interface EvidenceItemsTable {
  id: string;
  center_id: string;
  title: 'evidence' | 'link' | 'comment';
  label: string;
  name: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** One claimed run of a scheduled job per period (migration 0050): only the claiming process runs it. */
export interface ScheduledJobRunsTable {
  job: string;
  period: string;
  claimed_by: string;
  claimed_at: string;
  finished_at: string | null;
  outcome: string | null;
}

/** A service's request for mentor feedback (migration 0061). */
export interface FeedbackRequestsTable {
  id: string;
  center_id: string;
  user_id: string | null;
  comment: string;
  /** JSON list of quality areas, 1 to 7. */
  nqa: string;
  /** 1 open, 2 answered. */
  status: number;
  created_at: string;
}

/** A mentor's review of a request, one per request (migration 0061). */
export interface MentorFeedbacksTable {
  id: string;
  request_id: string;
  center_id: string;
  /** Sanitised HTML. */
  provide_feedback: string;
  /** 1 Working towards, 2 Meeting, 3 Exceeding. */
  status: number;
  /** 1 draft, 2 published. */
  save_or_publish: number;
  provided_by_user_id: string | null;
  provided_by: string;
  date_reviewed: string | null;
  created_at: string;
  updated_at: string;
}

/** An evidence item linked to a question's answer record (migration 0040). */
export interface EvidenceLinksTable {
  evidence_id: string;
  question_result_id: string;
  linked_by: string | null;
  created_at: string;
}

/** A payment-provider event already applied (migration 0080): each is applied once. */
export interface BillingEventsTable {
  id: string;
  provider: string;
  type: string;
  received_at: string;
}

/** A billing mail already sent (migration 0085): one per failed invoice, one per ended subscription. */
export interface BillingNoticesTable {
  kind: 'payment_failed' | 'subscription_ended';
  object_id: string;
  sent_at: string;
}

/** The first answer to a billing call with an Idempotency-Key (migration 0080). */
export interface IdempotencyKeysTable {
  user_id: string;
  idempotency_key: string;
  operation: string;
  /** A hash of the request's body: the same key with another body is refused. */
  request_hash: string;
  /** Null while the first request is still running. */
  status_code: number | null;
  /** JSON of the first answer. */
  response: string | null;
  created_at: string;
}

/** The local test-mode provider's clock (migration 0080): how far it has been moved on. */
export interface LocalBillingClockTable {
  id: string;
  offset_seconds: number;
}

export interface LocalBillingCustomersTable {
  id: string;
  email: string;
  name: string;
  default_payment_method_id: string | null;
  /** Invoice numbers are this prefix and a sequence: 'A1B2C3D4-0001'. */
  invoice_prefix: string;
  created_at: string;
}

/** A card as Stripe keeps it for us: no card number, only brand, last four and expiry. */
export interface LocalBillingPaymentMethodsTable {
  id: string;
  /** Null until attached to a customer (and again once detached). */
  customer_id: string | null;
  /** The user who created it: only they may attach it before it belongs to a customer. */
  created_by: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  /** The Stripe test token it was made from: how charges to it behave. */
  test_token: string;
  billing_name: string;
  created_at: string;
}

export interface LocalBillingSubscriptionsTable {
  id: string;
  customer_id: string;
  center_id: string;
  price_id: string;
  /** Stripe's statuses: active, past_due, unpaid, canceled. */
  status: string;
  started_at: string;
  current_period_start: string;
  current_period_end: string;
  cancel_at: string | null;
  canceled_at: string | null;
  ended_at: string | null;
  /** Prorated changes of plan, added to the next invoice (negative: a credit). */
  pending_proration_cents: number;
  updated_at: string;
}

export interface LocalBillingInvoicesTable {
  id: string;
  number: string;
  customer_id: string;
  subscription_id: string;
  /** paid, open (its payment failed) or void. */
  status: string;
  amount_cents: number;
  period_start: string;
  period_end: string;
  payment_method_id: string | null;
  created_at: string;
  paid_at: string | null;
}

/** Single-use links to set a password (migration 0090): only the SHA-256 of each token is kept. */
export interface UserTokensTable {
  id: string;
  user_id: string;
  purpose: 'reset' | 'invitation';
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** A message in one user's inbox (migration 0091). */
export interface MessagesTable {
  id: string;
  user_id: string;
  subject: string;
  /** Sanitised HTML. */
  content: string;
  /** The sender; null for the portal's own notices. */
  message_from: string | null;
  message_from_name: string;
  /** 0 unread, 1 read. */
  read: number;
  created_at: string;
}

/** A file of the resource centre's library (migration 0095). */
export interface ResourceFilesTable {
  id: string;
  label: string;
  /** The name it downloads as, with its extension. */
  name: string;
  /** The element's category id. */
  child_nqa_id: string;
  /** Where the file is stored; null until a starter file (see source) is first asked for. */
  file_key: string | null;
  content_type: string;
  /** JSON: how a starter file is made or where it is copied from, until it is stored. */
  source: string | null;
  import_key: string | null;
  created_at: string;
  updated_at: string;
}

/** A product of the resource centre's shop (migration 0095). */
export interface ShopResourcesTable {
  id: string;
  product_name: string;
  /** Sanitised HTML. */
  product_description: string;
  /** Cents, GST included. */
  product_price: number;
  product_link: string;
  label: string;
  thumbnail_key: string | null;
  thumbnail_type: string | null;
  source: string | null;
  sort_order: number;
  import_key: string | null;
  created_at: string;
  updated_at: string;
}

/** A video tutorial of the resource centre (migration 0095). */
export interface TutorialsTable {
  id: string;
  tutorial_name: string;
  /** Sanitised HTML. */
  tutorial_description: string;
  tutorial_author: string;
  video_key: string | null;
  video_type: string;
  thumbnail_key: string | null;
  thumbnail_type: string | null;
  source: string | null;
  sort_order: number;
  import_key: string | null;
  created_at: string;
  updated_at: string;
}

/** A yearly review of a service's QIP (migration 0103). */
export interface QipReviewsTable {
  id: string;
  center_id: string;
  /** Null once the reviewer is removed; their name stays. */
  reviewer_id: string | null;
  reviewer_name: string;
  note: string;
  reviewed_at: string;
}

export interface Database {
  app_settings: AppSettingsTable;
  accounts: AccountsTable;
  users: UsersTable;
  centers: CentersTable;
  center_users: CenterUsersTable;
  subscriptions: SubscriptionsTable;
  oauth_clients: OAuthClientsTable;
  nqs_versions: NqsVersionsTable;
  categories: CategoriesTable;
  questions: QuestionsTable;
  question_results: QuestionResultsTable;
  laws_regulations: LawsRegulationsTable;
  law_compliance: LawComplianceTable;
  law_compliance_results: LawComplianceResultsTable;
  reports: ReportsTable;
  service_details: ServiceDetailsTable;
  attachments: AttachmentsTable;
  service_requests: ServiceRequestsTable;
  support_requests: SupportRequestsTable;
  launch_links: LaunchLinksTable;
  rate_limit_counters: RateLimitCountersTable;
  tasks: TasksTable;
  scheduled_job_runs: ScheduledJobRunsTable;
  sat_entries: SatEntriesTable;
  feedback_requests: FeedbackRequestsTable;
  mentor_feedbacks: MentorFeedbacksTable;
  evidence_items: EvidenceItemsTable;
  evidence_links: EvidenceLinksTable;
  billing_events: BillingEventsTable;
  billing_notices: BillingNoticesTable;
  idempotency_keys: IdempotencyKeysTable;
  local_billing_clock: LocalBillingClockTable;
  local_billing_customers: LocalBillingCustomersTable;
  local_billing_payment_methods: LocalBillingPaymentMethodsTable;
  local_billing_subscriptions: LocalBillingSubscriptionsTable;
  local_billing_invoices: LocalBillingInvoicesTable;
  user_tokens: UserTokensTable;
  messages: MessagesTable;
  resource_files: ResourceFilesTable;
  shop_resources: ShopResourcesTable;
  tutorials: TutorialsTable;
  nqs_revision_changes: NqsRevisionChangesTable;
  nqs_change_reviews: NqsChangeReviewsTable;
  qip_reviews: QipReviewsTable;
  change_history: ChangeHistoryTable;
  live_changes: LiveChangesTable;
}

/** One change to a centre's QIP work: who, when, before and after (migration 0101). */
export interface ChangeHistoryTable {
  id: string;
  center_id: string;
  question_id: string | null;
  kind: string;
  field: string;
  subject_id: string | null;
  before_value: string | null;
  after_value: string | null;
  user_id: string | null;
  created_at: string;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type CenterRow = Selectable<CentersTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type ResourceFileRow = Selectable<ResourceFilesTable>;
export type ShopResourceRow = Selectable<ShopResourcesTable>;
export type TutorialRow = Selectable<TutorialsTable>;
export type QuestionRow = Selectable<QuestionsTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type AccountRow = Selectable<AccountsTable>;
export type ServiceDetailsRow = Selectable<ServiceDetailsTable>;
export type AttachmentRow = Selectable<AttachmentsTable>;
export type EvidenceItemRow = Selectable<EvidenceItemsTable>;
export type ReportRow = Selectable<ReportsTable>;
