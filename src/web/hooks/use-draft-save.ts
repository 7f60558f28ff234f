import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import {
  useFormContext,
  useFormState,
  useWatch,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import { COPY } from '#shared/copy';
import { SAVING_LABEL } from '#web/components/ui/button';
import { ApiError } from '#web/lib/api-client';
import { useCurrentUser } from '#web/lib/current-user';
import {
  draftKey,
  forgetDraft,
  keepDraft,
  readDraft,
  type DeviceDraft,
} from '#web/lib/device-drafts';
import { withFailureToast } from '#web/lib/failure-toast';
import { actionToasts, EDITOR_TOAST, errorMessage } from '#web/lib/toasts';
import { useEditBase } from './edit-base';
import { isOnline, useOnline } from './use-online';

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
  return isSubmitting ? SAVING_LABEL : COPY.appUnsavedChanges;
}

/**
 * What an image saved at once says: 'Saved!' only when nothing else on the editor waits to be
 * saved; with text changes pending, that the photo is in and the rest still needs 'Save changes'
 * (docs/product.md#card-tab).
 */
export function savedOrPhotoUploaded<V extends FieldValues>(form: UseFormReturn<V>): string {
  return changedNames(form).length > 0 ? COPY.photoUploadedKeepOthers : COPY.saved;
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
  resource,
  save,
  reload,
}: {
  form: UseFormReturn<V>;
  formId: string;
  /** What the editor edits (the card's id): with the account and `formId`, the draft's key. */
  resource: string | number;
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
  const kept = useDeviceDraft(form, formId, resource);
  // A save the browser could not send: it goes when the network is back (docs/product.md#stale-edits).
  const [waitingForNetwork, setWaitingForNetwork] = useState(false);
  const online = useOnline();

  const onSubmit = form.handleSubmit(async (parsed) => {
    const names = changedNames(form);
    if (names.length === 0) return;
    if (!isOnline()) {
      setWaitingForNetwork(true);
      return;
    }
    setWaitingForNetwork(false);
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
      kept.keep();
      toasts.succeeded(COPY.saved);
      // The bar goes away with the changes: keep the keyboard where the owner was working
      // (unless the owner has moved on to another field meanwhile). By the DOM: reset() has just
      // emptied react-hook-form's field registry until the fields register again.
      const focusLeft = document.activeElement === document.body || inBar();
      if (lastEdited && focusWasInBar && focusLeft) {
        document.querySelector<HTMLElement>(`[form="${formId}"][name="${lastEdited}"]`)?.focus();
      }
    } catch (error) {
      if (error instanceof ApiError && error.message === COPY.editedElsewhere) {
        setConflict(true);
      } else if (error instanceof ApiError && error.status === 0 && !isOnline()) {
        setWaitingForNetwork(true);
      } else {
        toasts.failed(errorMessage(error));
      }
    }
  });

  const onReload = () =>
    withFailureToast(
      async () => {
        const stored = form.formState.defaultValues as V;
        const latest = await reload();
        base.rebase(latest.version);
        resetKeeping(form, latest.values, stored);
        setConflict(false);
      },
      { options: EDITOR_TOAST },
    );

  // Back online: the save the owner asked for goes now.
  const sendWhenBack = useRef(onSubmit);
  useEffect(() => {
    sendWhenBack.current = onSubmit;
  });
  useEffect(() => {
    if (online && waitingForNetwork) void sendWhenBack.current();
  }, [online, waitingForNetwork]);

  /** The save bar's props, but for the count of changes (each editor counts its own). */
  return {
    formId,
    saving: isSubmitting,
    conflict,
    offline: waitingForNetwork && !online,
    offered: kept.offered !== null,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
    onDiscard: () => {
      form.reset();
      setWaitingForNetwork(false);
      kept.keep();
    },
    onReload: () => void onReload(),
    onRestore: kept.restore,
    onDiscardKept: kept.discard,
    onLeave: kept.forget,
  };
}

/**
 * The draft to offer as an editor opens: one kept under `key` that differs from what is stored.
 * One that does not (the tab closed as the save's answer came) is forgotten: nothing to offer.
 */
function draftToOffer(key: string | null, stored: Record<string, unknown>): DeviceDraft | null {
  const draft = key ? readDraft(key) : null;
  if (!key || !draft) return null;
  const differs = Object.entries(draft.fields).some(([name, value]) => !same(value, stored[name]));
  if (!differs) forgetDraft(key);
  return differs ? draft : null;
}

/**
 * The draft kept on this device (decision 050): written as the owner types, under the account,
 * the editor and what it edits; cleared when nothing differs from what is stored. When the editor
 * opens with one kept from before, it is offered back first, and nothing is written over it until
 * the owner answers. Restored, it is based on the version it was made on, so that a save meets a
 * change made meanwhile as a 409 (docs/product.md#stale-edits).
 */
function useDeviceDraft<V extends FieldValues>(
  form: UseFormReturn<V>,
  formId: string,
  resource: string | number,
) {
  const { data: user } = useCurrentUser();
  const key = user ? draftKey(user.id, formId, resource) : null;
  const stored = () => (form.formState.defaultValues ?? {}) as Record<string, unknown>;
  const [offered, setOffered] = useState(() => draftToOffer(key, stored()));
  // The account may be read after the editor opens (its query still on its way, as on a tab
  // opened again): the kept draft is looked for once its key is known, not only at the first
  // render, or it would never be offered.
  const [lookedFor, setLookedFor] = useState(key);
  if (key !== lookedFor) {
    setLookedFor(key);
    setOffered(draftToOffer(key, stored()));
  }
  // Follows the state: restore() and discard() move both at once.
  const offeredRef = useRef(offered);
  useEffect(() => {
    offeredRef.current = offered;
  }, [offered]);
  const base = useEditBase();

  // The owner chose to leave without saving: nothing more is kept as the editor goes.
  const left = useRef(false);

  const keep = useCallback(() => {
    if (!key || offeredRef.current || left.current) return;
    const names = changedNames(form);
    if (names.length === 0) {
      forgetDraft(key);
      return;
    }
    const values = form.getValues();
    keepDraft(key, {
      fields: Object.fromEntries(names.map((name) => [name, values[name as keyof V]])),
      version: base.version,
      savedAt: Date.now(),
    });
  }, [form, key, base]);

  useEffect(() => {
    const subscription = form.watch(() => keep());
    return () => subscription.unsubscribe();
  }, [form, keep]);

  return {
    offered,
    keep,
    restore: () => {
      const draft = offeredRef.current;
      if (!draft) return;
      offeredRef.current = null;
      setOffered(null);
      base.rebase(draft.version);
      const stored = (form.formState.defaultValues ?? {}) as Record<string, unknown>;
      for (const [name, value] of Object.entries(draft.fields)) {
        if (!(name in stored)) continue;
        form.setValue(name as Path<V>, value as PathValue<V, Path<V>>, { shouldDirty: true });
      }
      keep();
    },
    forget: () => {
      left.current = true;
      if (key) forgetDraft(key);
    },
    discard: () => {
      offeredRef.current = null;
      setOffered(null);
      if (key) forgetDraft(key);
      keep();
    },
  };
}
