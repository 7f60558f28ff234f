import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { MESSAGES } from '#shared/messages';
import { cardConfigurationFieldSchemas } from '#shared/schemas/card-configuration';
import type { Card, CardConfigurationField } from '#shared/schemas/cards';
import { SubmitButton } from '#web/components/button';
import { FormField } from '#web/components/form-field';
import { errorMessage, notify } from '#web/lib/toasts';
import { useUpdateCardConfiguration } from '../api/update-card-configuration';
import { CardSection } from './card-section';

export interface FieldSpec {
  name: CardConfigurationField;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  placeholder?: string;
  autoComplete?: string;
  multiline?: boolean;
  wide?: boolean;
}

type Values = Record<string, string>;

function valuesOf(card: Card, fields: FieldSpec[]): Values {
  return Object.fromEntries(fields.map((f) => [f.name, card.CardConfiguration[f.name] ?? '']));
}

/** One section of the card editor: its own fields, its own Save, busy state and toast. */
export function ConfigurationSection({
  card,
  title,
  description,
  fields,
  bare = false,
}: {
  card: Card;
  title: string;
  description?: string | undefined;
  fields: FieldSpec[];
  /** Only the form, for a section that already has its frame (Company). */
  bare?: boolean;
}) {
  const mutation = useUpdateCardConfiguration(card.id);
  const schema = z.object(
    Object.fromEntries(fields.map((f) => [f.name, cardConfigurationFieldSchemas[f.name]])),
  );
  const form = useForm<Values>({
    resolver: zodResolver(schema) as never,
    defaultValues: valuesOf(card, fields),
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const configuration = await mutation.mutateAsync(values);
      form.reset(valuesOf({ ...card, CardConfiguration: configuration }, fields));
      notify.success(MESSAGES.saved);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  });
  const content = (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={title}
      className="grid grid-cols-1 gap-5 sm:grid-cols-2"
    >
      {fields.map((field) =>
        field.multiline ? (
          <div key={field.name} className="sm:col-span-2">
            <label
              htmlFor={`field-${field.name}`}
              className="block text-sm font-medium text-gray-900"
            >
              {field.label}
            </label>
            <textarea
              id={`field-${field.name}`}
              rows={4}
              placeholder={field.placeholder}
              aria-invalid={errors[field.name] ? true : undefined}
              className="mt-1 block w-full rounded-md border-0 px-3 py-2 text-gray-900 shadow-sm ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-500 sm:text-sm"
              {...form.register(field.name)}
            />
            {errors[field.name] && (
              <p role="alert" className="mt-1 text-sm text-red-600">
                {errors[field.name]?.message}
              </p>
            )}
          </div>
        ) : (
          <FormField
            key={field.name}
            label={field.label}
            type={field.type ?? 'text'}
            placeholder={field.placeholder}
            autoComplete={field.autoComplete ?? 'off'}
            className={field.wide ? 'sm:col-span-2' : ''}
            error={errors[field.name]?.message}
            {...form.register(field.name)}
          />
        ),
      )}
      <div className="sm:col-span-2">
        <SubmitButton busy={isSubmitting} />
      </div>
    </form>
  );
  return bare ? (
    content
  ) : (
    <CardSection title={title} description={description}>
      {content}
    </CardSection>
  );
}
