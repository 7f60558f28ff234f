import { useEffect, useId, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { COPY } from '#shared/copy';
import type { TemplateField } from '#shared/schemas/team-template-fields';
import { SAVING_LABEL } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { useDraftStatus } from '#web/hooks/use-draft-save';
import { BEHIND_ADD_FIELD, type FieldSpec } from '../card-sections';
import { LockedHint, useTeamLock } from '../team-locks';
import { AskForChange } from './ask-for-change';
import { CardSection } from './card-section';
import { CONFIGURATION_FORM_ID, type ConfigurationValues } from './configuration-form';

const textareaClass =
  'mt-1 block w-full rounded-md border-0 px-3 py-2 text-gray-900 shadow-sm ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-500 aria-invalid:ring-red-500 sm:text-sm';

/**
 * A link is a text input with the URL keyboard: `@ada` and `linkedin.com/in/ada` are welcome
 * (the schema makes them full URLs), which a `type=url` input would call invalid.
 */
export function inputKind(field: Pick<FieldSpec, 'type'>) {
  if (field.type !== 'url') return { type: field.type ?? 'text' };
  return { type: 'text', inputMode: 'url', autoCapitalize: 'none', spellCheck: false } as const;
}

/**
 * One section of the card editor: its fields, part of the one configuration form (saved by the
 * save bar), and a mark on the section while it holds changes or they are being saved.
 */
export function ConfigurationSection({
  title,
  description,
  fields,
  bare = false,
}: {
  title: string;
  description?: string | undefined;
  fields: FieldSpec[];
  /** Only the fields, for a section that already has its frame (Company). */
  bare?: boolean;
}) {
  const form = useFormContext<ConfigurationValues>();
  const { errors } = useFormState({ control: form.control, name: fields.map((f) => f.name) });
  const status = useSectionStatus(fields);
  const { shown, waiting, reveal } = useAddedFields(fields);
  const content = (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2" aria-busy={status === SAVING_LABEL}>
      {shown.map((field) =>
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
              form={CONFIGURATION_FORM_ID}
              placeholder={field.placeholder}
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={errors[field.name] ? `field-${field.name}-error` : undefined}
              className={textareaClass}
              {...form.register(field.name)}
            />
            {errors[field.name] && (
              <p
                id={`field-${field.name}-error`}
                role="alert"
                className="mt-1 text-sm text-red-600"
              >
                {errors[field.name]?.message}
              </p>
            )}
          </div>
        ) : (
          <ConfigurationField key={field.name} field={field} error={errors[field.name]?.message} />
        ),
      )}
      {waiting.length > 0 && <AddField fields={waiting} onAdd={reveal} />}
    </div>
  );
  if (bare) return content;
  return (
    <CardSection title={title} description={description} status={status}>
      {content}
    </CardSection>
  );
}

/**
 * The section's fields as shown: every field, but those behind '+ Add field' only once they hold
 * a value or the owner added them.
 */
function useAddedFields(fields: FieldSpec[]) {
  const { control, setFocus } = useFormContext<ConfigurationValues>();
  const optional = fields.filter((field) => BEHIND_ADD_FIELD.has(field.name));
  const values = useWatch({ control, name: optional.map((field) => field.name) });
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const [focus, setFocusOn] = useState<FieldSpec['name'] | null>(null);
  useEffect(() => {
    if (focus) setFocus(focus);
  }, [focus, setFocus]);
  const hidden = new Set(
    optional.filter((field, index) => !values[index] && !added.has(field.name)).map((f) => f.name),
  );
  return {
    shown: fields.filter((field) => !hidden.has(field.name)),
    waiting: fields.filter((field) => hidden.has(field.name)),
    reveal: (name: FieldSpec['name']) => {
      setAdded((before) => new Set([...before, name]));
      setFocusOn(name);
    },
  };
}

/** '+ Add field': it opens the list of the section's waiting fields; one picked shows, focused. */
function AddField({
  fields,
  onAdd,
}: {
  fields: FieldSpec[];
  onAdd: (name: FieldSpec['name']) => void;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
        className="rounded-md px-2 py-1.5 text-sm font-semibold text-brand-600 hover:bg-brand-50 hover:text-brand-700"
      >
        {COPY.cardEdAddField}
      </button>
      <ul id={listId} hidden={!open} className="flex flex-wrap gap-2">
        {fields.map((field) => (
          <li key={field.name}>
            <button
              type="button"
              onClick={() => onAdd(field.name)}
              className="rounded-full bg-white px-3 py-1.5 text-sm font-medium text-gray-900 shadow-sm ring-1 ring-gray-300 ring-inset hover:bg-gray-50"
            >
              {field.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One text field of the form; read-only with "Set by {team}" when the team template locks it. */
function ConfigurationField({ field, error }: { field: FieldSpec; error: string | undefined }) {
  const form = useFormContext<ConfigurationValues>();
  const lock = useTeamLock(field.name);
  return (
    <FormField
      label={field.label}
      {...inputKind(field)}
      form={CONFIGURATION_FORM_ID}
      placeholder={field.placeholder}
      autoComplete={field.autoComplete ?? 'off'}
      className={field.wide ? 'sm:col-span-2' : ''}
      error={error}
      readOnly={!!lock}
      hint={lock && <LockedHint text={lock} />}
      aside={
        lock && <AskForChange field={field.name as TemplateField} type={inputKind(field).type} />
      }
      {...form.register(field.name)}
    />
  );
}

/** The mark of a section whose fields hold changes (the editors' one status, use-draft-save.ts). */
export function useSectionStatus(fields: FieldSpec[]): string | undefined {
  return useDraftStatus<ConfigurationValues>(fields.map((field) => field.name));
}
