import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { FormProvider, useForm, useFormContext, useFormState } from 'react-hook-form';
import { z } from 'zod';
import { MESSAGES } from '#shared/messages';
import { cardConfigurationFieldSchemas } from '#shared/schemas/card-configuration';
import type { Card, CardConfiguration, CardConfigurationField } from '#shared/schemas/cards';
import { Button } from '#web/components/button';
import { UnsavedChangesPrompt } from '#web/components/unsaved-changes-prompt';
import { EDITOR_TOAST, errorMessage, notify } from '#web/lib/toasts';
import { useUpdateCardConfiguration } from '../api/update-card-configuration';
import { CARD_SECTIONS, COMPANY_FIELDS } from '../card-sections';

/** The save bar is the form; the sections' fields join it through their `form` attribute. */
export const CONFIGURATION_FORM_ID = 'card-configuration';

export type ConfigurationValues = Partial<Record<CardConfigurationField, string>>;

const FIELDS: CardConfigurationField[] = [
  ...COMPANY_FIELDS,
  ...CARD_SECTIONS.flatMap((s) => s.fields),
].map((field) => field.name);
const schema = z.object(
  Object.fromEntries(FIELDS.map((name) => [name, cardConfigurationFieldSchemas[name]])),
);

function valuesOf(configuration: CardConfiguration): ConfigurationValues {
  return Object.fromEntries(FIELDS.map((name) => [name, configuration[name] ?? '']));
}

/**
 * Every text field of the card editor in one form (issue 18): the sections keep their frames,
 * one save bar sends what changed in all of them as one partial update, and leaving with changes
 * asks first. Image uploads are not part of it: they save at once.
 */
export function ConfigurationForm({
  card,
  otherChanges = false,
  children,
}: {
  card: Card;
  /** Changes elsewhere on the page, saved by their own button (the QR style): leaving asks too. */
  otherChanges?: boolean;
  children: ReactNode;
}) {
  const form = useForm<ConfigurationValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: valuesOf(card.CardConfiguration),
  });
  return (
    <FormProvider {...form}>
      {children}
      <SaveBar cardId={card.id} otherChanges={otherChanges} />
    </FormProvider>
  );
}

function SaveBar({ cardId, otherChanges }: { cardId: number; otherChanges: boolean }) {
  const form = useFormContext<ConfigurationValues>();
  const { dirtyFields, isSubmitting } = useFormState({ control: form.control });
  const mutation = useUpdateCardConfiguration(cardId);
  const changed = (Object.keys(dirtyFields) as CardConfigurationField[]).filter(
    (name) => dirtyFields[name],
  );
  const dirty = changed.length > 0;

  const onSubmit = form.handleSubmit(async (values) => {
    const sent = Object.fromEntries(changed.map((name) => [name, values[name] ?? '']));
    if (Object.keys(sent).length === 0) return;
    // As typed (the schema trims what is sent): what differs from this later was typed meanwhile.
    const submitted = form.getValues();
    const lastEdited = changed.at(-1);
    const inBar = () => Boolean(document.activeElement?.closest(`#${CONFIGURATION_FORM_ID}`));
    const focusWasInBar = inBar();
    try {
      const saved = await mutation.mutateAsync(sent);
      // What was typed while the request was out stays, still marked as changed.
      const typedSince = Object.entries(form.getValues()).filter(
        ([name, value]) => value !== submitted[name as CardConfigurationField],
      );
      form.reset(valuesOf(saved));
      for (const [name, value] of typedSince) {
        form.setValue(name as CardConfigurationField, value, { shouldDirty: true });
      }
      notify.success(MESSAGES.saved, EDITOR_TOAST);
      // The bar goes away with the changes: keep the keyboard where the owner was working.
      // (Unless the owner has moved on to another field meanwhile.)
      const focusLeft = document.activeElement === document.body || inBar();
      if (lastEdited && focusWasInBar && focusLeft) {
        // By the DOM: reset() has just emptied react-hook-form's field registry (setFocus would
        // find nothing until the fields re-register on the next render).
        document
          .querySelector<HTMLElement>(`[form="${CONFIGURATION_FORM_ID}"][name="${lastEdited}"]`)
          ?.focus();
      }
    } catch (error) {
      notify.error(errorMessage(error), EDITOR_TOAST);
    }
  });

  const count = changed.length === 1 ? '1 unsaved change' : `${changed.length} unsaved changes`;

  return (
    <>
      <form
        id={CONFIGURATION_FORM_ID}
        noValidate
        onSubmit={(event) => {
          // Enter in a field while a save is out would send it twice.
          if (isSubmitting) event.preventDefault();
          else void onSubmit(event);
        }}
        aria-label="Unsaved changes"
        hidden={!dirty}
        className="sticky bottom-0 z-20 -mx-4 mt-6 max-w-4xl border-t border-gray-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur sm:mx-0 sm:rounded-lg sm:border sm:px-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-gray-700">{count}</p>
          <div className="flex gap-3">
            <Button variant="secondary" disabled={isSubmitting} onClick={() => form.reset()}>
              Discard
            </Button>
            {/* Not `disabled` while saving: that would drop the keyboard's focus to the page. */}
            <Button type="submit" aria-disabled={isSubmitting || undefined}>
              {isSubmitting ? 'Saving...' : 'Save changes'}
            </Button>
          </div>
        </div>
      </form>
      {/* Outside the bar, which is hidden until there are changes: announced from the first. */}
      <p role="status" className="sr-only">
        {dirty ? count : ''}
      </p>
      <UnsavedChangesPrompt when={dirty || otherChanges} />
    </>
  );
}
