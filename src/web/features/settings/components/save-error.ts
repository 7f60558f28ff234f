import { COPY } from '#shared/copy';
import { errorMessage, isWrongCurrentPassword, type actionToasts } from '#web/lib/toasts';

/**
 * A settings save the server refused: a wrong current password is the field's problem, said
 * under it; anything else is the action's toast.
 */
export function reportSaveError(
  error: unknown,
  toasts: ReturnType<typeof actionToasts>,
  showUnderCurrentPassword: (message: string) => void,
) {
  if (isWrongCurrentPassword(error)) showUnderCurrentPassword(COPY.wrongCurrentPassword);
  else toasts.failed(errorMessage(error));
}
