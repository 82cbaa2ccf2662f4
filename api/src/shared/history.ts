import { changedByMessage, formatChangeTime, PORTAL_TIME_ZONE } from '@qip/shared-contracts';
import { SaveConflictError } from '../http/httpError';

// No silent overwrite (issue 17): a save made from an older copy of a text is refused with what
// was saved meanwhile, by whom and when, so the person can see both and choose.

/** Who saved last when the record does not say (a removed user). */
const SOMEONE = 'someone else';

/** The 409 of a stale save: 'Changed by {name} at {time}' (portal time) and the text saved meanwhile. */
export function staleSave(current: {
  text: string | null;
  version: number;
  byName: string | null;
  at: string;
}): SaveConflictError {
  const by = current.byName ?? SOMEONE;
  return new SaveConflictError(changedByMessage(by, formatChangeTime(current.at, PORTAL_TIME_ZONE)), {
    text: current.text,
    version: current.version,
    by,
    at: current.at,
  });
}
