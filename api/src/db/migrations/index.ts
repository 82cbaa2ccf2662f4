import type { Kysely, Migration } from 'kysely';

type MigrationModule = Required<Migration>;

/**
 * A migration whose module (with the reference data it loads, some 300 KB) is loaded when it
 * runs: the API's start only reads which migrations ran (issue 18).
 */
const lazy = (load: () => Promise<MigrationModule>): MigrationModule => ({
  up: async (db: Kysely<unknown>) => (await load()).up(db),
  down: async (db: Kysely<unknown>) => (await load()).down(db),
});

/**
 * Every migration, in order. Listed here (not read from a folder) so the built server carries
 * them. Add a new file with the next number and list it below.
 *
 * A released migration is never edited, and neither is the reference data it loads: each keeps
 * a frozen snapshot (and loader) under data/<migration>/, checked by data/frozenSnapshots.test.ts.
 * Revised reference data is a new migration with its own snapshot, so it reaches existing
 * databases as well as new ones.
 */
export const migrations: Record<string, Migration> = {
  '0001_accounts_users_centers': lazy(() => import('./0001_accounts_users_centers')),
  '0002_nqs_reference': lazy(() => import('./0002_nqs_reference')),
  '0003_questions': lazy(() => import('./0003_questions')),
  '0004_laws_regulations': lazy(() => import('./0004_laws_regulations')),
  '0005_reports': lazy(() => import('./0005_reports')),
  '0010_service_details': lazy(() => import('./0010_service_details')),
  '0011_attachments': lazy(() => import('./0011_attachments')),
  '0020_service_requests_launch_links': lazy(() => import('./0020_service_requests_launch_links')),
  '0030_rate_limit_counters': lazy(() => import('./0030_rate_limit_counters')),
  '0050_tasks': lazy(() => import('./0050_tasks')),
  '0060_sat_entries': lazy(() => import('./0060_sat_entries')),
  '0061_mentor_feedback': lazy(() => import('./0061_mentor_feedback')),
  '0040_evidence': lazy(() => import('./0040_evidence')),
  '0070_report_generation': lazy(() => import('./0070_report_generation')),
  '0080_billing': lazy(() => import('./0080_billing')),
  '0085_billing_notices': lazy(() => import('./0085_billing_notices')),
  '0090_user_invitations_password_resets': lazy(() => import('./0090_user_invitations_password_resets')),
  '0091_messages': lazy(() => import('./0091_messages')),
  '0092_support_requests': lazy(() => import('./0092_support_requests')),
  '0095_resources': lazy(() => import('./0095_resources')),
  '0100_live_changes': lazy(() => import('./0100_live_changes')),
  '0101_change_history': lazy(() => import('./0101_change_history')),
  '0102_nqs_2026': lazy(() => import('./0102_nqs_2026')),
  '0103_qip_reviews': lazy(() => import('./0103_qip_reviews')),
  '0104_questions_author_idx': lazy(() => import('./0104_questions_author_idx')),
};
