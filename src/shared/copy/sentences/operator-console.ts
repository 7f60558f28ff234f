// The operator console (/admin) and what it does to accounts, cards and profiles.
export const adminsOnly = 'Admins only';
export const accountSuspended = 'This account is suspended. Contact support.';
export const cannotSuspendYourself = 'You cannot suspend your own account';
export const accountAlreadySuspended = 'This account is already suspended';
export const accountNotSuspended = 'This account is not suspended';
export const accountAlreadyVerified =
  'This account is already set up; send a password reset instead';
export const accountNotVerified = 'This account is not set up yet; resend the invitation instead';
export const cardAlreadyOwned = 'The card already belongs to that account';
export const profileAlreadyTakenDown = 'This profile is already taken down';
export const profileNotTakenDown = 'This profile is not taken down';
export const mailNotRetryable = 'Only failed or pending mail can be retried';
export const mailNotFound = 'Mail not found';
export const reasonRequired = 'Please give a reason';
export const lastAdmin = 'The last admin cannot be revoked; grant another admin first';
export const lastAdminCannotLeave =
  'The last admin cannot delete their account; grant another admin first';
export const profileTakenDownNotice =
  'An administrator took this profile down, so visitors cannot see it.';
