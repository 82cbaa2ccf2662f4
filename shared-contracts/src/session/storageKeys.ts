/** Where the browser keeps the stored session (StoredSessionSchema in session.ts). */
export const SESSION_STORAGE_KEY = 'qip.session';
