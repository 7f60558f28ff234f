import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { cardsWillChangeMessage, COPY, templateSavedMessage } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import {
  layeredTemplate,
  TEMPLATE_DESIGN_FIELDS,
  TEMPLATE_FIELD_LABELS,
  TEMPLATE_FIELDS,
  TemplateValues,
  type TeamTemplate,
  type TeamTemplateBody,
  type TemplateField,
  type TemplateLayer,
  type TemplatePreview as TemplatePreviewAnswer,
} from '#shared/schemas/team-template';
import type { Team } from '#shared/schemas/teams';
import { Button } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { Panel } from '#web/components/ui/panel';
import { useMutationForm, type Mutation } from '#web/hooks/use-mutation-form';
import { notify } from '#web/lib/toasts';
import { TemplateDesign } from './template-design';
import { TemplateLogo } from './template-logo';
import { TemplatePreview } from './template-preview';

/** The logo is uploaded and the design chosen; the rest are typed. */
const CHOSEN_FIELDS: readonly TemplateField[] = [
  'companyImageUrl',
  'theme',
  ...TEMPLATE_DESIGN_FIELDS,
];
const TYPED_FIELDS = TEMPLATE_FIELDS.filter((field) => !CHOSEN_FIELDS.includes(field));

type Draft = Record<TemplateField, string>;

/** A template as the API answers it: its values as stored, and its locks. */
type StoredLayer = Pick<TeamTemplate, 'values' | 'locked'>;

function draftOf(template: StoredLayer): Draft {
  return Object.fromEntries(
    TEMPLATE_FIELDS.map((field) => [field, template.values[field] ?? '']),
  ) as Draft;
}

/** The draft as the API takes it: empty fields, and those `fixed` above it, are not part of it. */
function bodyOf(draft: Draft, locked: TemplateField[], fixed: TemplateField[]): TeamTemplateBody {
  const kept = (field: TemplateField) => draft[field] !== '' && !fixed.includes(field);
  const values = Object.fromEntries(
    TEMPLATE_FIELDS.filter(kept).map((field) => [field, draft[field]]),
  ) as TeamTemplateBody['values'];
  return { values, locked: locked.filter(kept) };
}

/**
 * The typed fields the shared schema refuses, each with its reason: shown under the field
 * (docs/product.md#signed-in-layout), where a toast would only cover 'Save template'.
 */
function fieldProblems(draft: Draft): Partial<Record<TemplateField, string>> {
  const problems: Partial<Record<TemplateField, string>> = {};
  for (const field of TYPED_FIELDS) {
    if (draft[field] === '') continue;
    const result = TemplateValues.shape[field].safeParse(draft[field]);
    if (!result.success) problems[field] = result.error.issues[0]?.message;
  }
  return problems;
}

/** The same value a little later: the preview is asked once typing pauses. */
function useSettled<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The template editor, for the company's template or a department's (`company` given: the
 * company template under it, whose locked fields show its values, disabled, "Set by the company
 * template"; the preview shows the two layered, as the department's cards will).
 */
export function TemplateForm({
  team,
  template,
  company,
  intro,
  previewQuery,
  saveMutation,
}: {
  team: Team;
  template: StoredLayer;
  company?: StoredLayer;
  intro: ReactNode;
  /** The "N cards will change" query of a draft (null: not asked). */
  previewQuery: (body: TeamTemplateBody | null) => {
    queryKey: readonly unknown[];
    queryFn: () => Promise<TemplatePreviewAnswer>;
    enabled: boolean;
  };
  saveMutation: Mutation<{ changedCards: number }, TeamTemplateBody>;
}) {
  const fixed = company?.locked ?? [];
  const [draft, setDraft] = useState<Draft>(() => ({
    ...draftOf(template),
    ...(company ? pick(draftOf(company), fixed) : {}),
  }));
  const [locked, setLocked] = useState<TemplateField[]>(template.locked);
  const body = bodyOf(draft, locked, fixed);
  // A half-typed accent colour is not asked about (it would only be refused).
  const settled = useSettled(body);
  const preview = useQuery(
    previewQuery(
      !settled.values.accent || /^#[0-9a-fA-F]{6}$/.test(settled.values.accent) ? settled : null,
    ),
  );
  const save = useMutationForm(saveMutation);
  const [problems, setProblems] = useState<Partial<Record<TemplateField, string>>>({});
  // The stored company values passed its rules when it was saved.
  const shown = company ? layeredTemplate(company as TemplateLayer, body).values : body.values;

  const lockBox = (field: TemplateField) =>
    fixed.includes(field) ? (
      <p className="mt-1 text-sm text-gray-600">{COPY.setByCompanyTemplate}</p>
    ) : (
      <label className="mt-1 flex items-center gap-2 text-sm text-gray-700">
        <input
          type="checkbox"
          className="h-4 w-4 rounded border-gray-300 text-brand-600 focus:ring-brand-600"
          checked={locked.includes(field)}
          onChange={(event) =>
            setLocked((now) =>
              event.target.checked ? [...now, field] : now.filter((f) => f !== field),
            )
          }
        />
        {SCREENS.teamLockField(TEMPLATE_FIELD_LABELS[field])}
      </label>
    );

  /** A change of the draft; what the company template locks stays as it is. */
  const change = (changes: Partial<Draft>) => {
    const open = Object.fromEntries(
      Object.entries(changes).filter(([field]) => !fixed.includes(field as TemplateField)),
    );
    setDraft((now) => ({ ...now, ...open }));
    return open;
  };

  const submit = async () => {
    const found = fieldProblems(draft);
    setProblems(found);
    const first = TYPED_FIELDS.find((field) => found[field]);
    if (first) {
      document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    await save.run(body, (saved) => {
      notify.success(templateSavedMessage(saved.changedCards));
    });
  };

  return (
    <div className="grid max-w-6xl grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_auto]">
      <div className="min-w-0 space-y-6">
        <Panel title={SCREENS.teamCompanyDetailsOnEveryCard}>
          <p className="mb-4 text-sm text-gray-600">{intro}</p>
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <TemplateLogo
              url={draft.companyImageUrl}
              onChange={(url) => change({ companyImageUrl: url })}
            >
              {lockBox('companyImageUrl')}
            </TemplateLogo>
            {TYPED_FIELDS.map((field) => (
              <div key={field}>
                <FormField
                  label={TEMPLATE_FIELD_LABELS[field]}
                  name={field}
                  value={draft[field]}
                  error={problems[field]}
                  readOnly={fixed.includes(field)}
                  onChange={(event) => {
                    change({ [field]: event.target.value });
                    setProblems((now) => ({ ...now, [field]: undefined }));
                  }}
                />
                {lockBox(field)}
              </div>
            ))}
          </div>
        </Panel>
        <Panel title={SCREENS.teamProfileDesignOnEveryPage}>
          <p className="mb-4 text-sm text-gray-600">{COPY.teamTemplateDesignIntro}</p>
          <TemplateDesign
            values={draft}
            onChange={(changes) => {
              const open = change(changes);
              // A part left to each member cannot stay locked.
              const cleared = Object.keys(open).filter((field) => !open[field]);
              if (cleared.length > 0) setLocked((now) => now.filter((f) => !cleared.includes(f)));
            }}
            lockBox={lockBox}
          />
        </Panel>
      </div>
      <Panel title={SCREENS.teamTemplatePreview}>
        <p className="mb-4 max-w-sm text-sm text-gray-600">{COPY.templatePreviewIntro}</p>
        <div className="flex justify-center">
          <TemplatePreview team={team} values={shown} />
        </div>
      </Panel>
      <div className="sticky bottom-4 xl:col-span-2 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-white p-4 shadow-md ring-1 ring-gray-900/10">
        <p role="status" className="text-sm font-medium text-gray-900">
          {preview.isSuccess ? cardsWillChangeMessage(preview.data.changingCards) : ' '}
        </p>
        <Button onClick={() => void submit()} disabled={save.busy}>
          {save.label(SCREENS.teamSaveTemplate)}
        </Button>
      </div>
    </div>
  );
}

function pick(draft: Draft, fields: TemplateField[]): Partial<Draft> {
  return Object.fromEntries(fields.map((field) => [field, draft[field]]));
}
