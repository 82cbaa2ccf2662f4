/**
 * What starting a session reads: the user, then their services. The endpoints (users.me,
 * subscriptions.userCentersSubscription) use these paths, and the shell's first script asks for
 * both at once for a stored session (EarlyReply).
 */
export const SESSION_READ_PATHS = {
  user: '/api/user',
  services: '/api/user/:id/centers/subscription',
} as const;
