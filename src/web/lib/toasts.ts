import {
  toast,
  type Id,
  type ToastContainerProps,
  type ToastOptions,
  type ToastPosition,
} from 'react-toastify';
import { COPY } from '#shared/copy';
import { ApiError } from './api-client';

/**
 * Where toasts go (docs/product.md#signed-in-layout): at the top, under the top bar, never at the
 * bottom, where the editors' save bars and the team template's 'Save template' are, nor on a
 * phone's thumb; and a toast does not stop its count under the pointer, so one that happens to
 * sit over something the owner reaches for goes away on time.
 */
export function toastPosition(requested: ToastPosition | undefined): ToastPosition {
  return !requested || requested.startsWith('bottom') ? 'top-center' : requested;
}

/** The container's defaults (the root layout). */
export const TOAST_CONTAINER: Pick<ToastContainerProps, 'position' | 'pauseOnHover'> = {
  position: toastPosition(undefined),
  pauseOnHover: false,
};

function placed(options: ToastOptions = {}): ToastOptions {
  return { ...options, position: toastPosition(options.position), pauseOnHover: false };
}

/** The settings area shows toasts top-right; elsewhere top-centre. */
export const SETTINGS_TOAST: ToastOptions = { position: 'top-right' };

/**
 * The editors' toasts go top-centre: clear of the Connect profile's live preview (beside the form,
 * or a bottom sheet on phones) and of the card editor's save bar at the bottom. The profile's
 * 'Saved!' has one id, so a burst of saves (a theme, a button typed, reordered, removed) shows
 * one toast rather than a stack.
 */
export const EDITOR_TOAST: ToastOptions = { position: 'top-center' };
export const PROFILE_SAVED_TOAST: ToastOptions = {
  ...EDITOR_TOAST,
  toastId: 'profile-saved',
};

/** 'Account created successfully! Redirecting to login...': signing in takes it away. */
export const ACCOUNT_CREATED_TOAST = { toastId: 'account-created' } as const satisfies ToastOptions;

export const notify = {
  success: (content: string, options?: ToastOptions) => toast.success(content, placed(options)),
  error: (content: string, options?: ToastOptions) => toast.error(content, placed(options)),
  info: (content: string, options?: ToastOptions) => toast.info(content, placed(options)),
  /** Takes a toast away before it times out, once what it said no longer holds. */
  dismiss: (id: Id) => toast.dismiss(id),
};

/**
 * One action's toasts (docs/product.md#signed-in-layout): its failure says so until the same action
 * succeeds, which takes the failure away with its own success, instead of leaving an outdated error
 * on screen.
 */
export function actionToasts(action: string, options: ToastOptions = {}) {
  const failureId = `${action}-failed`;
  return {
    failed: (content: string) => toast.error(content, placed({ ...options, toastId: failureId })),
    succeeded: (content: string, successOptions: ToastOptions = options) => {
      toast.dismiss(failureId);
      return toast.success(content, placed(successOptions));
    },
  };
}

/**
 * The server's message when it sent one the user can act on, or that the server could not be
 * reached or took too long (status 0: the edits are still on screen), otherwise the fallback.
 */
export function errorMessage(error: unknown, fallback: string = COPY.genericSettingsFailure) {
  const actionable =
    error instanceof ApiError &&
    (error.status === 0 || (error.status >= 400 && error.status < 500));
  if (actionable && error.message) return error.message;
  return fallback;
}

/** The server refused the current password the form sent (shown under that field). */
export function isWrongCurrentPassword(error: unknown): boolean {
  return error instanceof ApiError && error.message === COPY.wrongCurrentPassword;
}
