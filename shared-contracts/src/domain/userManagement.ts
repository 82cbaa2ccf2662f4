// Who may do what with users (accounts-billing spec sections 4 to 6), and the wording of the
// user and password screens.

export const USER_MESSAGES = {
  removing: 'Deleting user...',
  removed: 'This user is now removed.',
  passwordUpdated: 'Your password has been updated.',
  resetRequested: 'Please check your email for a password reset link',
  passwordReset: 'You can now login with your new password',
  // Wording the spec leaves out.
  cannotRemoveSelf: 'You cannot remove yourself.',
  cannotRemoveAdministrator: 'An administrator cannot be removed.',
  onlyAdministrators: 'Only an administrator can manage users.',
  onlyAdministratorsAssign: 'Only an administrator can change which services a user belongs to.',
  administratorServices: "An administrator's services cannot be changed here.",
  ownPasswordOnly:
    'You can only change your own password. To help someone else, ask them to use Forgot password on the sign-in page.',
  linkInvalid: 'This link has expired or has already been used. Please ask for a new one.',
  userCreated: 'The user has been created. We have emailed them a link to set their password.',
  userUpdated: 'The user has been updated.',
  invitationAccepted: 'Your password is set. You can now login with your new password',
} as const;

/** How long a link to set a password works: a reset for an hour, an invitation for a week. */
export const PASSWORD_LINK_TTL_SECONDS = {
  reset: 60 * 60,
  invitation: 7 * 24 * 60 * 60,
} as const;

export type PasswordLinkPurpose = keyof typeof PASSWORD_LINK_TTL_SECONDS;

/** A user as the removal rule sees them. */
export interface RemovableUser {
  id: string;
  role: 'admin' | 'member';
}

/**
 * Why the actor may not remove the user, or null when they may (spec section 6): nobody removes
 * themselves or an administrator. Whether the actor administers the user's service is the API's
 * own check.
 */
export function userRemovalRefusal(actorId: string, user: RemovableUser): string | null {
  if (user.id === actorId) return USER_MESSAGES.cannotRemoveSelf;
  if (user.role === 'admin') return USER_MESSAGES.cannotRemoveAdministrator;
  return null;
}

/** A user's name from the form's first and last name, separated by a space. */
export function fullName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}

/** The first and last name of a stored name (the first word, then the rest). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** A new password and its repeat, as the password forms hold them (newPasswordFormSchema checks them). */
export interface NewPasswordForm {
  password: string;
  confirmPassword: string;
}
export const EMPTY_PASSWORD_FORM: NewPasswordForm = { password: '', confirmPassword: '' };
