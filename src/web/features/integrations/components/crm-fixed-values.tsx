import { useId, useState, type FormEvent } from 'react';
import { COPY } from '#shared/copy';
import {
  CRM_FIELD_NAME,
  CRM_FIXED_VALUES_MAX,
  type CrmProvider,
} from '#shared/schemas/integrations';
import { Button, SubmitButton } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { useMutationForm } from '#web/hooks/use-mutation-form';
import { notify } from '#web/lib/toasts';
import type { IntegrationScope } from '../api/get-integrations';
import { useUpdateCrm } from '../api/update-crm';

interface Row {
  key: number;
  name: string;
  value: string;
}

let nextKey = 0;
const rowOf = (name = '', value = ''): Row => ({ key: nextKey++, name, value });

/** Each row's problem with its property name, if any (rows left empty are dropped). */
function problemsOf(rows: Row[]): Map<number, string> {
  const problems = new Map<number, string>();
  const seen = new Set<string>();
  for (const row of rows) {
    const name = row.name.trim();
    if (!name && !row.value.trim()) continue;
    if (!CRM_FIELD_NAME.test(name)) problems.set(row.key, COPY.crmFieldNameInvalid);
    else if (seen.has(name)) problems.set(row.key, COPY.crmFieldRepeated);
    seen.add(name);
  }
  return problems;
}

/**
 * The properties set on every contact sent to the owner's HubSpot (a lead source, a campaign's
 * name): pairs of a HubSpot property name and its value, saved together.
 */
export function CrmFixedValues({
  scope,
  provider,
  fixedValues,
}: {
  scope: IntegrationScope;
  provider: CrmProvider;
  fixedValues: Record<string, string>;
}) {
  const headingId = useId();
  const update = useMutationForm(useUpdateCrm(scope, provider));
  const [rows, setRows] = useState<Row[]>(() => {
    const saved = Object.entries(fixedValues).map(([name, value]) => rowOf(name, value));
    return saved.length ? saved : [rowOf()];
  });
  const [checked, setChecked] = useState(false);
  const problems = checked ? problemsOf(rows) : new Map<number, string>();
  const change = (key: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problemsOf(rows).size > 0) return;
    const values = Object.fromEntries(
      rows
        .filter((row) => row.name.trim() || row.value.trim())
        .map((row) => [row.name.trim(), row.value.trim()]),
    );
    await update.run({ fixedValues: values }, () => {
      notify.success(COPY.crmFixedValuesSaved);
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
        Fixed values
      </h3>
      <p className="text-sm text-gray-700">{COPY.crmFixedValuesIntro}</p>
      {rows.map((row, index) => (
        <fieldset key={row.key} className="flex flex-wrap items-start gap-3">
          <legend className="sr-only">{`Fixed value ${index + 1}`}</legend>
          <FormField
            className="min-w-40 flex-1"
            label="Property name"
            autoComplete="off"
            spellCheck={false}
            placeholder="lead_source"
            value={row.name}
            error={problems.get(row.key)}
            onChange={(event) => change(row.key, { name: event.target.value })}
          />
          <FormField
            className="min-w-40 flex-1"
            label="Value"
            autoComplete="off"
            maxLength={500}
            placeholder="Trade show"
            value={row.value}
            onChange={(event) => change(row.key, { value: event.target.value })}
          />
          <Button
            variant="secondary"
            className="mt-6"
            aria-label={`Remove fixed value ${index + 1}`}
            onClick={() =>
              setRows((current) =>
                current.length > 1 ? current.filter((other) => other.key !== row.key) : [rowOf()],
              )
            }
          >
            Remove
          </Button>
        </fieldset>
      ))}
      {rows.length >= CRM_FIXED_VALUES_MAX && (
        <p className="text-sm text-gray-700">{COPY.crmTooManyFixedValues}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={rows.length >= CRM_FIXED_VALUES_MAX}
          onClick={() => setRows((current) => [...current, rowOf()])}
        >
          Add a value
        </Button>
        <SubmitButton busy={update.busy} label="Save fixed values" />
      </div>
    </form>
  );
}
