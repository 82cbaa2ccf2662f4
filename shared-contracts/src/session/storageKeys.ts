/** Where the browser keeps the stored session (StoredSessionSchema in session.ts). */
export const SESSION_STORAGE_KEY = 'qip.session';

/** Set ('1') once a user has closed the dashboard's welcome in this browser: it opens by itself only before. */
export const welcomeSeenStorageKey = (userId: string) => `qip.welcome.seen.${userId}`;
