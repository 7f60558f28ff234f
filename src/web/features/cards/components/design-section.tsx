import { useEffect, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { COPY } from '#shared/copy';
import { FONT_IDS, PROFILE_FONTS } from '#shared/design/fonts';
import {
  BUTTON_STYLE_NAMES,
  BUTTON_STYLES,
  DESIGN_PRESETS,
  LAYOUT_NAMES,
  LAYOUTS,
  presetById,
  type DesignPreset,
} from '#shared/design/presets';
import { resolveDesign } from '#shared/design/resolve-design';
import type { StoredDesign } from '#shared/schemas/profile-design';
import { useDraftStatus } from '#web/hooks/use-draft-save';
import { LockLine, useTeamLock } from '../team-locks';
import { AccentField } from './accent-field';
import { CardSection } from './card-section';
import { CoverField } from './cover-field';
import type { ProfileDraft } from './profile-form';

/** The @font-face rules of every font, so each name in the list shows in its own font. */
function useFontFaces() {
  useEffect(() => {
    if (document.querySelector('link[data-profile-fonts]')) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/fonts/faces.css';
    link.dataset.profileFonts = '';
    document.head.append(link);
  }, []);
}

function Choices<T extends string>({
  label,
  options,
  value,
  onChoose,
  render,
  className = 'flex flex-wrap gap-2',
  disabled = false,
  describedBy,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChoose: (option: T) => void;
  render: (option: T, checked: boolean) => ReactNode;
  className?: string;
  disabled?: boolean;
  describedBy?: string;
}) {
  return (
    <div role="radiogroup" aria-label={label} aria-describedby={describedBy} className={className}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={value === option}
          aria-disabled={disabled || undefined}
          onClick={() => !disabled && onChoose(option)}
          className={`rounded-md text-sm font-semibold ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
            value === option
              ? 'bg-brand-50 text-brand-700 ring-2 ring-brand-600'
              : 'bg-white text-gray-700 ring-gray-300 hover:bg-gray-50'
          }`}
        >
          {render(option, value === option)}
        </button>
      ))}
    </div>
  );
}

/** A short row of choices, each shown by its name, under a legend of the same name. */
function NamedChoices<T extends string>({
  label,
  names,
  lock,
  ...choices
}: {
  label: string;
  names: Record<T, string>;
  options: readonly T[];
  value: T;
  onChoose: (option: T) => void;
  lock: string | undefined;
}) {
  const lockId = `${label.toLowerCase()}-lock`;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-900">{label}</legend>
      <Choices
        label={label}
        {...choices}
        disabled={!!lock}
        describedBy={lock ? lockId : undefined}
        className="mt-2 flex flex-wrap gap-2"
        render={(option) => <span className="block px-4 py-2">{names[option]}</span>}
      />
      <LockLine id={lockId} lock={lock} />
    </fieldset>
  );
}

/** A preset as a small picture of its page: background, a line of text and its filled button. */
function PresetSwatch({ preset }: { preset: DesignPreset }) {
  const { colours } = preset;
  return (
    <span className="flex flex-col gap-2 p-2 text-start">
      <span
        aria-hidden="true"
        className="flex h-16 w-full flex-col items-center justify-center gap-1.5 rounded"
        style={{ background: colours.page, color: colours.text }}
      >
        <span
          style={{ fontFamily: PROFILE_FONTS[preset.font].stack }}
          className="text-sm font-bold"
        >
          Aa
        </span>
        <span className="h-2 w-12 rounded-full" style={{ background: colours.accent }} />
      </span>
      <span>{preset.name}</span>
    </span>
  );
}

/**
 * The page's design (decision 045), part of the draft: a preset, then the accent colour (with the
 * logo's colours as suggestions), the font, the cover, the button style and the layout. The preview
 * shows every choice at once; where the accent is too faint as text, the section says which shade
 * the page uses.
 */
export function DesignSection({ logoUrl }: { logoUrl: string | null }) {
  useFontFaces();
  const { control, setValue, getValues } = useFormContext<ProfileDraft>();
  const design = useWatch({ control, name: 'design' });
  const themeLock = useTeamLock('theme');
  // The parts of the design the team template locks (docs/product.md#teams): shown, not changeable.
  const locks = {
    preset: useTeamLock('preset'),
    accent: useTeamLock('accent'),
    font: useTeamLock('font'),
    buttonStyle: useTeamLock('buttonStyle'),
    layout: useTeamLock('layout'),
  };
  const resolved = resolveDesign(design);
  const preset = presetById(design.preset);
  const change = (next: Partial<StoredDesign>) =>
    setValue('design', { ...design, ...next }, { shouldDirty: true });
  // A preset brings its whole look, but for what the team locks; the layout is the owner's own.
  const choosePreset = (id: string) => {
    const next = presetById(id);
    setValue(
      'design',
      {
        ...design,
        preset: next.id,
        accent: locks.accent ? design.accent : null,
        font: locks.font ? design.font : next.font,
        buttonStyle: locks.buttonStyle ? design.buttonStyle : next.buttonStyle,
      },
      { shouldDirty: true },
    );
  };
  // Under a team's locked theme, only the presets of its base.
  const presets = DESIGN_PRESETS.filter((p) => !themeLock || p.base === preset.base);

  return (
    <CardSection title={COPY.cardEdDesign} status={useDraftStatus<ProfileDraft>(['design'])}>
      <div className="space-y-6">
        <fieldset>
          <legend className="text-sm font-medium text-gray-900">{COPY.cardEdPreset}</legend>
          <Choices
            label={COPY.cardEdPreset}
            options={presets.map((p) => p.id)}
            value={preset.id}
            onChoose={choosePreset}
            className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5"
            disabled={!!locks.preset}
            describedBy={themeLock || locks.preset ? 'preset-lock' : undefined}
            render={(id) => <PresetSwatch preset={presetById(id)} />}
          />
          <LockLine id="preset-lock" lock={locks.preset ?? themeLock} />
        </fieldset>

        <AccentField
          design={design}
          logoUrl={logoUrl}
          lock={locks.accent}
          onChoose={(accent) => change({ accent })}
        />

        <fieldset>
          <legend className="text-sm font-medium text-gray-900">{COPY.cardEdFont}</legend>
          <Choices
            label={COPY.cardEdFont}
            options={FONT_IDS}
            value={resolved.font.id}
            onChoose={(font) => change({ font })}
            disabled={!!locks.font}
            describedBy={locks.font ? 'font-lock' : undefined}
            className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4"
            render={(font) => (
              <span
                className="block px-3 py-2 text-base"
                style={{ fontFamily: PROFILE_FONTS[font].stack }}
              >
                {PROFILE_FONTS[font].name}
              </span>
            )}
          />
          <LockLine id="font-lock" lock={locks.font} />
        </fieldset>

        <CoverField
          value={design.coverImageUrl ?? null}
          // The upload ends later: the design as it is then, not as it was when it began.
          onChange={(coverImageUrl) =>
            setValue('design', { ...getValues('design'), coverImageUrl }, { shouldDirty: true })
          }
        />

        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
          <NamedChoices
            label={COPY.cardEdButtons}
            names={BUTTON_STYLE_NAMES}
            options={BUTTON_STYLES}
            value={resolved.buttonStyle}
            onChoose={(buttonStyle) => change({ buttonStyle })}
            lock={locks.buttonStyle}
          />
          <NamedChoices
            label={COPY.cardEdLayout}
            names={LAYOUT_NAMES}
            options={LAYOUTS}
            value={resolved.layout}
            onChoose={(layout) => change({ layout })}
            lock={locks.layout}
          />
        </div>
      </div>
    </CardSection>
  );
}
