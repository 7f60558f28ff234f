import { useState, type FormEvent } from 'react';
import {
  useFormContext,
  useFormState,
  useWatch,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import { MESSAGES } from '#shared/messages';
import { ApiError } from './api-client';
import { useEditBase } from './edit-base';
import { actionToasts, EDITOR_TOAST, errorMessage, notify } from './toasts';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields whose value differs from what is stored (the form's defaults), of all of them or of
 * the names given.
 */
export function changedNames<V extends FieldValues>(
  form: UseFormReturn<V>,
  names: readonly Path<V>[] = Object.keys(form.getValues()) as Path<V>[],
): Path<V>[] {
  const values = form.getValues();
  const stored = (form.formState.defaultValues ?? {}) as Partial<V>;
  return names.filter((name) => !same(values[name as keyof V], stored[name as keyof V]));
}

/**
 * The mark of an editor's section while its fields hold changes: 'Unsaved changes', then
 * 'Saving...' while the save bar sends them (docs/product.md#card-tab).
 */
export function useDraftStatus<V extends FieldValues>(
  names: readonly Path<V>[],
): string | undefined {
  const form = useFormContext<V>();
  useWatch({ control: form.control, name: names as Path<V>[] });
  const { isSubmitting } = useFormState({ control: form.control });
  if (changedNames(form, names).length === 0) return undefined;
  return isSubmitting ? 'Saving...' : 'Unsaved changes';
}

/**
 * The form shows `stored`, and every field whose value differs from `baseline` keeps it, still
 * marked as changed: after a save, what was typed while the request was out; after 'Reload', the
 * owner's changes on top of what another device stored.
 */
function resetKeeping<V extends FieldValues>(form: UseFormReturn<V>, stored: V, baseline: V) {
  const kept = Object.entries(form.getValues()).filter(
    ([name, value]) => !same(value, baseline[name as keyof V]),
  );
  form.reset(stored);
  for (const [name, value] of kept) {
    form.setValue(name as Path<V>, value as PathValue<V, Path<V>>, { shouldDirty: true });
  }
}

/**
 * The save of an editor's one form (docs/product.md#card-tab): only the changed fields are sent,
 * the form then shows what the server stored, the keyboard stays where the owner was working, and
 * a save based on a version changed elsewhere (409) turns into the save bar's 'Reload' instead of
 * overwriting it (docs/product.md#stale-edits).
 */
export function useDraftSave<V extends FieldValues>({
  form,
  formId,
  save,
  reload,
}: {
  form: UseFormReturn<V>;
  formId: string;
  /**
   * Sends the changed fields (as the schema parsed them); answers the values now stored, or null
   * when the owner called the save off (a question it asked first), leaving the draft as it is.
   */
  save(changed: Partial<V>): Promise<V | null>;
  /** Reads what is stored now: its values and their version, which the editor is then based on. */
  reload(): Promise<{ values: V; version: string | null }>;
}) {
  const [conflict, setConflict] = useState(false);
  const base = useEditBase();
  const toasts = actionToasts(`save-${formId}`, EDITOR_TOAST);
  const { isSubmitting } = useFormState({ control: form.control });

  const onSubmit = form.handleSubmit(async (parsed) => {
    const names = changedNames(form);
    if (names.length === 0) return;
    const sent = Object.fromEntries(
      names.map((name) => [name, parsed[name]]),
    ) as unknown as Partial<V>;
    const submitted = form.getValues();
    const lastEdited = names.at(-1);
    const inBar = () => Boolean(document.activeElement?.closest(`#${formId}`));
    const focusWasInBar = inBar();
    try {
      const stored = await save(sent);
      if (stored === null) return;
      resetKeeping(form, stored, submitted);
      toasts.succeeded(MESSAGES.saved);
      // The bar goes away with the changes: keep the keyboard where the owner was working
      // (unless the owner has moved on to another field meanwhile). By the DOM: reset() has just
      // emptied react-hook-form's field registry until the fields register again.
      const focusLeft = document.activeElement === document.body || inBar();
      if (lastEdited && focusWasInBar && focusLeft) {
        document.querySelector<HTMLElement>(`[form="${formId}"][name="${lastEdited}"]`)?.focus();
      }
    } catch (error) {
      if (error instanceof ApiError && error.message === MESSAGES.editedElsewhere) {
        setConflict(true);
      } else {
        toasts.failed(errorMessage(error));
      }
    }
  });

  const onReload = async () => {
    try {
      const stored = form.formState.defaultValues as V;
      const latest = await reload();
      base.rebase(latest.version);
      resetKeeping(form, latest.values, stored);
      setConflict(false);
    } catch (error) {
      notify.error(errorMessage(error), EDITOR_TOAST);
    }
  };

  /** The save bar's props, but for the count of changes (each editor counts its own). */
  return {
    formId,
    saving: isSubmitting,
    conflict,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
    onDiscard: () => form.reset(),
    onReload: () => void onReload(),
  };
}
