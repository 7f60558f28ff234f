import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { cardConfigurationFieldSchemas } from '#shared/schemas/card-configuration';
import type { CardConfiguration, CardConfigurationField } from '#shared/schemas/cards';
import { SaveBar } from '#web/components/save-bar';
import { EditBaseProvider } from '#web/hooks/edit-base';
import { changedNames, useDraftSave } from '#web/hooks/use-draft-save';
import { cardQueryOptions, type EditableCard } from '../api/get-card';
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
 * Every text field of the card editor in one form (docs/product.md#card-tab): the sections keep
 * their frames, one save bar sends what changed in all of them as one partial update, and leaving
 * with changes asks first. Image uploads are not part of it: they save at once, on the same version
 * (docs/product.md#stale-edits).
 */
export function ConfigurationForm({
  card,
  otherChanges = false,
  children,
}: {
  card: EditableCard;
  /** Changes elsewhere on the page, saved by their own button (the QR style): leaving asks too. */
  otherChanges?: boolean;
  children: ReactNode;
}) {
  const form = useForm<ConfigurationValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: valuesOf(card.CardConfiguration),
  });
  return (
    <EditBaseProvider version={card.version}>
      <FormProvider {...form}>
        {children}
        <ConfigurationSaveBar cardId={card.id} otherChanges={otherChanges} />
      </FormProvider>
    </EditBaseProvider>
  );
}

function ConfigurationSaveBar({ cardId, otherChanges }: { cardId: number; otherChanges: boolean }) {
  const form = useFormContext<ConfigurationValues>();
  useWatch({ control: form.control }); // the count follows every keystroke
  const mutation = useUpdateCardConfiguration(cardId);
  const queryClient = useQueryClient();
  const bar = useDraftSave({
    form,
    formId: CONFIGURATION_FORM_ID,
    resource: cardId,
    save: async (changed) => valuesOf(await mutation.mutateAsync(changed)),
    reload: async () => {
      const latest = await queryClient.fetchQuery({ ...cardQueryOptions(cardId), staleTime: 0 });
      return { values: valuesOf(latest.CardConfiguration), version: latest.version };
    },
  });
  return <SaveBar {...bar} count={changedNames(form).length} otherChanges={otherChanges} />;
}
