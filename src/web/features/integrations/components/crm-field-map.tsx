import { useId, useState, type FormEvent } from 'react';
import { COPY } from '#shared/copy';
import {
  CRM_LEAD_FIELDS,
  CRM_FIELD_NAME,
  type CrmProvider,
  type CrmFieldMap as FieldMap,
  type CrmLeadField,
} from '#shared/schemas/integrations';
import { SubmitButton } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { useMutationForm } from '#web/hooks/use-mutation-form';
import { notify } from '#web/lib/toasts';
import type { IntegrationScope } from '../api/get-integrations';
import { useUpdateCrm } from '../api/update-crm';

const FIELD_LABELS: ReadonlyArray<[CrmLeadField, string]> = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['phone', 'Phone'],
  ['company', 'Company'],
  ['title', 'Job title'],
  ['message', 'Their message'],
  ['source', 'How they came (?src=)'],
  ['consent', 'Consent and its time'],
  ['department', "Department (a team's leads)"],
];

/**
 * Which HubSpot property each lead field fills (docs/product.md#integrations): HubSpot's own by
 * default, a custom property of the owner's, or none (left empty). E-mail is always the contact's
 * key.
 */
export function CrmFieldMap({
  scope,
  provider,
  fieldMap,
}: {
  scope: IntegrationScope;
  provider: CrmProvider;
  fieldMap: FieldMap;
}) {
  const headingId = useId();
  const update = useMutationForm(useUpdateCrm(scope, provider));
  // A map saved before `department` existed sends it nowhere: an empty field.
  const [draft, setDraft] = useState<Required<FieldMap>>({ department: '', ...fieldMap });
  const [checked, setChecked] = useState(false);
  const invalid = (field: CrmLeadField) =>
    draft[field].trim() !== '' && !CRM_FIELD_NAME.test(draft[field].trim());

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (CRM_LEAD_FIELDS.some(invalid)) return;
    const trimmed = Object.fromEntries(
      CRM_LEAD_FIELDS.map((field) => [field, draft[field].trim()]),
    ) as FieldMap;
    await update.run({ fieldMap: trimmed }, () => {
      notify.success(COPY.crmFieldMapSaved);
    });
  };

  return (
    <form
      aria-labelledby={headingId}
      onSubmit={(event) => void save(event)}
      className="space-y-3 border-t border-gray-100 pt-4"
      noValidate
    >
      <h3 id={headingId} className="text-sm font-semibold text-gray-900">
        Field mapping
      </h3>
      <p className="text-sm text-gray-700">{COPY.crmFieldMapIntro}</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {FIELD_LABELS.map(([field, label]) => (
          <FormField
            key={field}
            label={label}
            autoComplete="off"
            spellCheck={false}
            placeholder="not sent"
            value={draft[field]}
            error={checked && invalid(field) ? COPY.crmFieldNameInvalid : undefined}
            onChange={(event) =>
              setDraft((current) => ({ ...current, [field]: event.target.value }))
            }
          />
        ))}
      </div>
      <SubmitButton busy={update.busy} label="Save mapping" />
    </form>
  );
}
