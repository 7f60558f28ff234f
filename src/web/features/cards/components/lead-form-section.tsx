import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { consentSuggestion, COPY } from '#shared/copy';
import {
  CONSENT_TEXT_MAX_LENGTH,
  LEAD_FORM_FIELDS,
  leadFieldLabel,
  type LeadFieldMode,
} from '#shared/schemas/lead-form';
import { FormField } from '#web/components/ui/form-field';
import { useDraftStatus } from '#web/hooks/use-draft-save';
import { CardSection } from './card-section';
import type { ProfileDraft } from './profile-form';

const MODE_NAMES: Record<LeadFieldMode, string> = {
  required: COPY.cardEdRequired,
  optional: COPY.cardEdOptional,
  hidden: COPY.cardEdNotAsked,
};

/**
 * The lead-exchange form (docs/product.md#messages): which fields the page's 'Let's Connect!' form
 * asks for and requires beyond name and e-mail, and the consent sentence a visitor ticks. Part of
 * the draft: the preview shows the form as visitors will.
 */
export function LeadFormSection({ firstName }: { firstName: string }) {
  const { control, setValue, register } = useFormContext<ProfileDraft>();
  const form = useWatch({ control, name: 'leadForm' });
  const { errors } = useFormState({ control, name: 'leadForm' });
  const set = (patch: Partial<ProfileDraft['leadForm']>) =>
    setValue('leadForm', { ...form, ...patch }, { shouldDirty: true, shouldValidate: true });
  return (
    <CardSection title={COPY.cardEdLeadForm} status={useDraftStatus<ProfileDraft>(['leadForm'])}>
      <p className="text-sm text-gray-600">{COPY.leadFormIntro}</p>
      <dl className="mt-4 divide-y divide-gray-100 rounded-md ring-1 ring-gray-200">
        <div className="flex items-center justify-between gap-4 px-3 py-2 text-sm">
          <dt className="font-medium text-gray-900">{COPY.cardEdNameAndEmail}</dt>
          <dd className="text-gray-600">{COPY.cardEdAlwaysRequired}</dd>
        </div>
        {LEAD_FORM_FIELDS.map((field) => (
          <div key={field} className="flex items-center justify-between gap-4 px-3 py-2 text-sm">
            <dt>
              <label htmlFor={`lead-form-${field}`} className="font-medium text-gray-900">
                {leadFieldLabel(field)}
              </label>
            </dt>
            <dd>
              <select
                id={`lead-form-${field}`}
                value={form[field]}
                onChange={(event) => set({ [field]: event.target.value as LeadFieldMode })}
                className="rounded-md border-0 py-1.5 pe-8 ps-3 text-sm text-gray-900 ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-500"
              >
                {Object.entries(MODE_NAMES).map(([mode, name]) => (
                  <option key={mode} value={mode}>
                    {name}
                  </option>
                ))}
              </select>
            </dd>
          </div>
        ))}
      </dl>
      <FormField
        className="mt-4"
        label={COPY.cardEdConsentCheckboxOptional}
        maxLength={CONSENT_TEXT_MAX_LENGTH}
        placeholder={consentSuggestion(firstName)}
        hint={COPY.consentTextHint}
        error={errors.leadForm?.consentText?.message}
        {...register('leadForm.consentText', { setValueAs: (value: string) => value || null })}
      />
      {!form.consentText && (
        <button
          type="button"
          onClick={() => set({ consentText: consentSuggestion(firstName) })}
          className="mt-2 text-sm font-semibold text-brand-700 hover:text-brand-800"
        >
          {COPY.cardEdUseTheSuggestedSentence}
        </button>
      )}
    </CardSection>
  );
}
