import type { AuthContext } from '../../auth/access';

// The centre a request's write is to: `requireWritableCenter` notes it once the caller may change
// that centre's QIP, and `registerEndpoint` announces the endpoint's live change to its watchers.
// Keyed by the request's own AuthContext, so it is forgotten with the request.
const written = new WeakMap<AuthContext, string>();

export function noteWrittenCenter(auth: AuthContext, centerId: string): void {
  written.set(auth, centerId);
}

/** The centre the request was allowed to change, if it checked one. */
export function writtenCenterOf(auth: AuthContext): string | undefined {
  return written.get(auth);
}
