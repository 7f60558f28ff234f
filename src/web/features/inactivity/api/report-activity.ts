import { OkResponse } from '#shared/schemas/common';
import { api } from '#web/lib/api';

/**
 * Tells the server the owner is working (typing, scrolling) though nothing is saved, so it
 * does not take the session for idle. Best effort: a failure only means the next one counts.
 */
export async function reportActivity(): Promise<void> {
  try {
    await api.post('auth/activity', undefined, OkResponse);
  } catch {
    // An ended session is handled by the API client (sign-in screen); anything else can wait.
  }
}
