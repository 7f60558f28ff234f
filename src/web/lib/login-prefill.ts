/**
 * What a screen that sends the owner to /login may fill in, in the history entry's state (not the
 * URL: addresses stay out of logs and shared links): the account just created
 * (docs/product.md#account-lifecycle).
 */
export interface LoginPrefill {
  email: string;
}

export function prefilledEmail(state: unknown): string {
  const email = (state as Partial<LoginPrefill> | null)?.email;
  return typeof email === 'string' ? email : '';
}
