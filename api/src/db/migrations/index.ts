import type { Migration } from 'kysely';
import * as m0001 from './0001_accounts_users_centers';
import * as m0002 from './0002_nqs_reference';
import * as m0003 from './0003_questions';
import * as m0004 from './0004_laws_regulations';
import * as m0005 from './0005_reports';
import * as m0010 from './0010_service_details';
import * as m0011 from './0011_attachments';
import * as m0020 from './0020_service_requests_launch_links';
import * as m0030 from './0030_rate_limit_counters';
import * as m0050 from './0050_tasks';
import * as m0060 from './0060_sat_entries';
import * as m0061 from './0061_mentor_feedback';
import * as m0040 from './0040_evidence';
import * as m0070 from './0070_report_generation';
import * as m0080 from './0080_billing';
import * as m0085 from './0085_billing_notices';
import * as m0090 from './0090_user_invitations_password_resets';
import * as m0091 from './0091_messages';
import * as m0092 from './0092_support_requests';
import * as m0095 from './0095_resources';
import * as m0100 from './0100_live_changes';
import * as m0101 from './0101_change_history';
import * as m0102 from './0102_nqs_2026';
import * as m0103 from './0103_qip_reviews';
import * as m0104 from './0104_questions_author_idx';

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
  '0001_accounts_users_centers': m0001,
  '0002_nqs_reference': m0002,
  '0003_questions': m0003,
  '0004_laws_regulations': m0004,
  '0005_reports': m0005,
  '0010_service_details': m0010,
  '0011_attachments': m0011,
  '0020_service_requests_launch_links': m0020,
  '0030_rate_limit_counters': m0030,
  '0050_tasks': m0050,
  '0060_sat_entries': m0060,
  '0061_mentor_feedback': m0061,
  '0040_evidence': m0040,
  '0070_report_generation': m0070,
  '0080_billing': m0080,
  '0085_billing_notices': m0085,
  '0090_user_invitations_password_resets': m0090,
  '0091_messages': m0091,
  '0092_support_requests': m0092,
  '0095_resources': m0095,
  '0100_live_changes': m0100,
  '0101_change_history': m0101,
  '0102_nqs_2026': m0102,
  '0103_qip_reviews': m0103,
  '0104_questions_author_idx': m0104,
};
