import type { ToastOptions } from 'react-toastify';
import { errorMessage, notify } from './toasts';

/** How an action's failure is told: the toast's text when the server's is not for the user. */
export interface FailureToast {
  /** Said when the server's message is not one the user can act on (errorMessage's fallback). */
  fallback?: string;
  /** Where the toast goes (SETTINGS_TOAST, EDITOR_TOAST). */
  options?: ToastOptions;
}

/**
 * Runs `action`; a failure becomes one error toast (errorMessage: the server's message when the
 * user can act on it, else the fallback) instead of an exception, so a screen's button or form
 * handler never lets one escape unseen.
 */
export async function withFailureToast(
  action: () => Promise<unknown>,
  { fallback, options }: FailureToast = {},
): Promise<void> {
  try {
    await action();
  } catch (error) {
    notify.error(errorMessage(error, fallback), options);
  }
}
