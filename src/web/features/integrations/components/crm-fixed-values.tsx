import { useId, useState, type FormEvent } from 'react';
import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import {
  CRM_FIXED_VALUES_MAX,
  type CrmField,
  type CrmProvider,
} from '#shared/schemas/integrations';
import { Alert } from '#web/components/ui/alert';
import { Button, SubmitButton } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import type { IntegrationScope } from '../api/get-integrations';
import { CrmFieldSelect } from './crm-field-select';
import { useCrmSave } from './use-crm-save';

interface Row {
  key: number;
  name: string;
  value: string;
}

interface Problems {
  name?: string;
  value?: string;
}

let nextKey = 0;
const rowOf = (name = '', value = ''): Row => ({ key: nextKey++, name, value });

/** Each row's problems (rows left empty are dropped): no field, no value, a field set twice. */
function problemsOf(rows: Row[]): Map<number, Problems> {
  const problems = new Map<number, Problems>();
  const seen = new Set<string>();
  for (const row of rows) {
    const value = row.value.trim();
    if (!row.name && !value) continue;
    const found: Problems = {};
    if (!row.name) found.name = COPY.crmFixedValueFieldRequired;
    else if (seen.has(row.name)) found.name = COPY.crmFieldRepeated;
    if (!value) found.value = COPY.crmFixedValueEmpty;
    seen.add(row.name);
    if (found.name || found.value) problems.set(row.key, found);
  }
  return problems;
}

/**
 * The fields set on every record sent to the CRM (a lead source, a campaign's name): a field
 * chosen among those the CRM lists (`fields`; null while they are not known: read-only) and its
 * value, at most 10, saved together.
 */
export function CrmFixedValues({
  scope,
  provider,
  fixedValues,
  fields,
}: {
  scope: IntegrationScope;
  provider: CrmProvider;
  fixedValues: Record<string, string>;
  fields: readonly CrmField[] | null;
}) {
  const headingId = useId();
  const save = useCrmSave(scope, provider);
  const [rows, setRows] = useState<Row[]>(() => {
    const saved = Object.entries(fixedValues).map(([name, value]) => rowOf(name, value));
    return saved.length ? saved : [rowOf()];
  });
  const [checked, setChecked] = useState(false);
  const problems = checked ? problemsOf(rows) : new Map<number, Problems>();
  const change = (key: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const editable = fields !== null;
  // Read-only, an empty row says nothing: only the saved values are shown.
  const shown = editable ? rows : rows.filter((row) => row.name || row.value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problemsOf(rows).size > 0) return;
    const values = Object.fromEntries(
      rows.filter((row) => row.name || row.value.trim()).map((row) => [row.name, row.value.trim()]),
    );
    void save.run({ fixedValues: values }, COPY.crmFixedValuesSaved);
  };

  // Nothing to show nor to do until the CRM's fields are known.
  if (!editable && shown.length === 0) return null;
  return (
    <form
      aria-labelledby={headingId}
      onSubmit={submit}
      className="space-y-3 border-t border-gray-100 pt-4"
      noValidate
    >
      <h3 id={headingId} className="text-sm font-semibold text-gray-900">
        {SCREENS.integrationsFixedValues}
      </h3>
      <p className="text-sm text-gray-700">{COPY.crmFixedValuesIntro}</p>
      {shown.map((row, index) => (
        <fieldset
          key={row.key}
          className="grid grid-cols-1 items-start gap-x-3 gap-y-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
        >
          <legend className="sr-only">{SCREENS.integrationsFixedValueLabel(index + 1)}</legend>
          <CrmFieldSelect
            label={SCREENS.integrationsField}
            provider={provider}
            fields={fields}
            value={row.name}
            emptyLabel={SCREENS.integrationsChooseAField}
            error={problems.get(row.key)?.name}
            onChange={(name) => change(row.key, { name })}
          />
          <FormField
            label={SCREENS.integrationsValue}
            autoComplete="off"
            maxLength={500}
            placeholder={SCREENS.integrationsFixedValuePlaceholder}
            readOnly={!editable}
            value={row.value}
            error={problems.get(row.key)?.value}
            onChange={(event) => change(row.key, { value: event.target.value })}
          />
          {editable && (
            <Button
              variant="secondary"
              className="justify-self-start sm:mt-6"
              aria-label={SCREENS.integrationsRemoveFixedValue(index + 1)}
              onClick={() =>
                setRows((current) =>
                  current.length > 1 ? current.filter((other) => other.key !== row.key) : [rowOf()],
                )
              }
            >
              {SCREENS.integrationsRemove}
            </Button>
          )}
        </fieldset>
      ))}
      {editable && rows.length >= CRM_FIXED_VALUES_MAX && (
        <p className="text-sm text-gray-700">{COPY.crmTooManyFixedValues}</p>
      )}
      {save.refused && <Alert tone="error">{save.refused}</Alert>}
      {editable && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={rows.length >= CRM_FIXED_VALUES_MAX}
            onClick={() => setRows((current) => [...current, rowOf()])}
          >
            {SCREENS.integrationsAddAValue}
          </Button>
          <SubmitButton busy={save.busy} label={SCREENS.integrationsSaveFixedValues} />
        </div>
      )}
    </form>
  );
}
