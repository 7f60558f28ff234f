import { toast, type ToastOptions } from 'react-toastify';
import { MESSAGES } from '#shared/messages';
import { ApiError } from './api-client';

/** The settings area shows toasts top-right; everything else bottom-right (SPEC §2). */
export const SETTINGS_TOAST: ToastOptions = { position: 'top-right' };

export const notify = {
  success: (content: string, options?: ToastOptions) => toast.success(content, options),
  error: (content: string, options?: ToastOptions) => toast.error(content, options),
  info: (content: string, options?: ToastOptions) => toast.info(content, options),
};

/** The server's message when it sent one the user can act on, otherwise the fallback. */
export function errorMessage(error: unknown, fallback: string = MESSAGES.genericSettingsFailure) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    return error.message;
  }
  return fallback;
}
