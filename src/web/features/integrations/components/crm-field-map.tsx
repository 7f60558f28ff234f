import { useId, useState, type FormEvent } from 'react';
import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import {
  CRM_LEAD_FIELDS,
  type CrmField,
  type CrmFieldMap as FieldMap,
  type CrmLeadField,
  type CrmProvider,
} from '#shared/schemas/integrations';
import { Alert } from '#web/components/ui/alert';
import { SubmitButton } from '#web/components/ui/button';
import type { IntegrationScope } from '../api/get-integrations';
import { CrmFieldSelect } from './crm-field-select';
import { useCrmSave } from './use-crm-save';

// Pairs, not an object: a `message:` key would read as a sentence to the catalogue's check.
const FIELD_LABELS = new Map<CrmLeadField, string>([
  ['firstName', SCREENS.integrationsFirstName],
  ['lastName', SCREENS.integrationsLastName],
  ['phone', SCREENS.integrationsPhone],
  ['company', SCREENS.integrationsCompany],
  ['title', SCREENS.integrationsJobTitle],
  ['message', SCREENS.integrationsTheirMessage],
  ['source', SCREENS.integrationsFieldSource],
  ['consent', SCREENS.integrationsFieldConsent],
  ['department', SCREENS.integrationsDepartment],
]);

/**
 * Which CRM field each lead field fills (docs/product.md#integrations), chosen among the fields
 * the CRM lists (`fields`; null while they are not known: the map is then shown, read-only), or
 * "Not sent". E-mail is always the record's key. `department` is a team lead's only: shown on
 * the team's screen, or wherever a map already sends it.
 */
export function CrmFieldMap({
  scope,
  provider,
  fieldMap,
  fields,
}: {
  scope: IntegrationScope;
  provider: CrmProvider;
  fieldMap: FieldMap;
  fields: readonly CrmField[] | null;
}) {
  const headingId = useId();
  const save = useCrmSave(scope, provider);
  // A map saved before `department` existed sends it nowhere.
  const [draft, setDraft] = useState<Required<FieldMap>>({ department: '', ...fieldMap });
  const shown = CRM_LEAD_FIELDS.filter(
    (field) => field !== 'department' || scope.teamId || fieldMap.department,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.run({ fieldMap: draft }, COPY.crmFieldMapSaved);
  };

  return (
    <form
      aria-labelledby={headingId}
      onSubmit={submit}
      className="space-y-3 border-t border-gray-100 pt-4"
      noValidate
    >
      <h3 id={headingId} className="text-sm font-semibold text-gray-900">
        {SCREENS.integrationsFieldMapping}
      </h3>
      <p className="text-sm text-gray-700">{COPY.crmFieldMapIntro}</p>
      <div className="grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-2">
        {shown.map((field) => (
          <CrmFieldSelect
            key={field}
            label={FIELD_LABELS.get(field) ?? field}
            provider={provider}
            fields={fields}
            value={draft[field]}
            emptyLabel={SCREENS.integrationsNotSent}
            onChange={(value) => setDraft((current) => ({ ...current, [field]: value }))}
          />
        ))}
      </div>
      {save.refused && <Alert tone="error">{save.refused}</Alert>}
      {fields && <SubmitButton busy={save.busy} label={SCREENS.integrationsSaveMapping} />}
    </form>
  );
}
