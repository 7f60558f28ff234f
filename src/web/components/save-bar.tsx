import type { FormEvent } from 'react';
import { COPY } from '#shared/copy';
import { Button, SAVING_LABEL } from './ui/button';
import { UnsavedChangesPrompt } from './unsaved-changes-prompt';

export function changesCount(count: number): string {
  return COPY.appUnsavedChangesCount(count);
}

/**
 * An editor's one save bar (docs/product.md#card-tab): the form every field of the page joins
 * through its `form` attribute, stuck to the bottom of the screen while anything differs from
 * what is stored, and leaving the page with changes asks first. When a save meets a newer version (409), it says so and offers 'Reload', which
 * keeps the owner's changes on top of what was stored meanwhile (docs/product.md#stale-edits).
 */
export function SaveBar({
  formId,
  count,
  saving,
  conflict,
  offline = false,
  offered = false,
  otherChanges = false,
  onSubmit,
  onDiscard,
  onReload,
  onRestore,
  onDiscardKept,
  onLeave,
}: {
  formId: string;
  count: number;
  saving: boolean;
  conflict: boolean;
  /** A save the browser could not send: it waits for the network (docs/product.md#stale-edits). */
  offline?: boolean;
  /** Changes kept on this device from before wait for 'Restore' or 'Discard' (decision 050). */
  offered?: boolean;
  /** Changes elsewhere on the page, saved by their own button: leaving asks for them too. */
  otherChanges?: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  onDiscard(): void;
  onReload(): void;
  onRestore?(): void;
  onDiscardKept?(): void;
  /** 'Leave without saving' was chosen: the draft kept on the device goes too. */
  onLeave?(): void;
}) {
  const dirty = count > 0;
  const questionId = `${formId}-restore`;
  return (
    <>
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          // Enter in a field while a save is out would send it twice; a stale draft waits for
          // 'Reload'.
          if (saving || conflict) event.preventDefault();
          else onSubmit(event);
        }}
        aria-label={COPY.appUnsavedChanges}
        hidden={!dirty && !conflict && !offered}
        className="sticky bottom-0 z-20 -mx-4 mt-6 max-w-4xl border-t border-gray-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur sm:mx-0 sm:rounded-lg sm:border sm:px-6"
      >
        {conflict && (
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3 rounded-md bg-amber-50 p-3 ring-1 ring-amber-600/20 ring-inset">
            <p role="alert" className="text-sm font-medium text-amber-900">
              {COPY.editedElsewhere}
            </p>
            <Button variant="secondary" onClick={onReload}>
              {COPY.appReload}
            </Button>
          </div>
        )}
        {offered && (
          <div
            role="group"
            aria-labelledby={questionId}
            className="mb-3 flex flex-wrap items-center justify-between gap-3 rounded-md bg-brand-50 p-3 ring-1 ring-brand-600/20 ring-inset"
          >
            <p id={questionId} className="text-sm font-medium text-gray-900">
              {COPY.restoreUnsavedChanges}
            </p>
            <div className="flex gap-3">
              <Button variant="secondary" onClick={onDiscardKept}>
                {COPY.appDiscard}
              </Button>
              <Button onClick={onRestore}>{COPY.appRestore}</Button>
            </div>
          </div>
        )}
        {offline && dirty && (
          <p
            role="alert"
            className="mb-3 rounded-md bg-amber-50 p-3 text-sm font-medium text-amber-900 ring-1 ring-amber-600/20 ring-inset"
          >
            {COPY.offlineChangesKept}
          </p>
        )}
        <div
          hidden={!dirty && !conflict}
          className="flex flex-wrap items-center justify-between gap-3"
        >
          <p className="text-sm text-gray-700">{changesCount(count)}</p>
          <div className="flex gap-3">
            <Button variant="secondary" disabled={saving} onClick={onDiscard}>
              {COPY.appDiscard}
            </Button>
            {/* Not `disabled` while saving: that would drop the keyboard's focus to the page. */}
            <Button type="submit" aria-disabled={saving || conflict || undefined}>
              {saving ? SAVING_LABEL : COPY.appSaveChanges}
            </Button>
          </div>
        </div>
      </form>
      {/* Outside the bar, which is hidden until there are changes: announced from the first. */}
      <p role="status" className="sr-only">
        {dirty ? changesCount(count) : ''}
      </p>
      <UnsavedChangesPrompt when={dirty || otherChanges} onLeave={onLeave} />
    </>
  );
}
