import { useEffect, useState, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FONT_IDS, PROFILE_FONTS } from '#shared/design/fonts';
import {
  BUTTON_STYLES,
  DESIGN_PRESETS,
  LAYOUTS,
  presetById,
  type DesignPreset,
} from '#shared/design/presets';
import { resolveDesign } from '#shared/design/resolve-design';
import { accentAdjustedMessage } from '#shared/messages';
import type { StoredDesign } from '#shared/schemas/profile-design';
import { useDraftStatus } from '#web/lib/use-draft-save';
import { LockedHint, useTeamLock } from '../team-locks';
import { CardSection } from './card-section';
import { logoColours } from './logo-colours';
import type { ProfileDraft } from './profile-form';

const BUTTON_STYLE_NAMES = { filled: 'Filled', outline: 'Outline', pill: 'Pill' } as const;
const LAYOUT_NAMES = { centered: 'Centered', left: 'Left' } as const;
const HEX = /^#[0-9a-fA-F]{6}$/;

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
  ...choices
}: {
  label: string;
  names: Record<T, string>;
  options: readonly T[];
  value: T;
  onChoose: (option: T) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-900">{label}</legend>
      <Choices
        label={label}
        {...choices}
        className="mt-2 flex flex-wrap gap-2"
        render={(option) => <span className="block px-4 py-2">{names[option]}</span>}
      />
    </fieldset>
  );
}

/** A preset as a small picture of its page: background, a line of text and its filled button. */
function PresetSwatch({ preset }: { preset: DesignPreset }) {
  const { colours } = preset;
  return (
    <span className="flex flex-col gap-2 p-2 text-left">
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
 * The page's design (issue 33), part of the draft: a preset, then the accent colour (with the
 * logo's colours as suggestions), the font, the button style and the layout. The preview shows
 * every choice at once; where the accent is too faint as text, the section says which shade
 * the page uses.
 */
export function DesignSection({ logoUrl }: { logoUrl: string | null }) {
  useFontFaces();
  const { control, setValue } = useFormContext<ProfileDraft>();
  const design = useWatch({ control, name: 'design' });
  const themeLock = useTeamLock('theme');
  const resolved = resolveDesign(design);
  const preset = presetById(design.preset);
  const shown = design.accent ?? preset.colours.accent;
  const [typed, setTyped] = useState(shown);
  // The field follows a change made elsewhere (Discard, a save, another preset), during render
  // as React advises for state derived from a prop.
  const [lastShown, setLastShown] = useState(shown);
  if (shown !== lastShown) {
    setLastShown(shown);
    setTyped(shown);
  }
  const suggestions = useLogoColours(logoUrl);
  const change = (next: Partial<StoredDesign>) =>
    setValue('design', { ...design, ...next }, { shouldDirty: true });
  const chooseAccent = (accent: string | null) => change({ accent: accent?.toLowerCase() ?? null });
  // A preset brings its whole look; the layout is the owner's own.
  const choosePreset = (id: string) => {
    const next = presetById(id);
    setValue(
      'design',
      { ...design, preset: next.id, accent: null, font: next.font, buttonStyle: next.buttonStyle },
      { shouldDirty: true },
    );
  };
  // Under a team's locked theme, only the presets of its base.
  const presets = DESIGN_PRESETS.filter((p) => !themeLock || p.base === preset.base);

  return (
    <CardSection title="Design" status={useDraftStatus<ProfileDraft>(['design'])}>
      <div className="space-y-6">
        <fieldset>
          <legend className="text-sm font-medium text-gray-900">Preset</legend>
          <Choices
            label="Preset"
            options={presets.map((p) => p.id)}
            value={preset.id}
            onChoose={choosePreset}
            className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5"
            describedBy={themeLock ? 'theme-lock' : undefined}
            render={(id) => <PresetSwatch preset={presetById(id)} />}
          />
          {themeLock && (
            <p id="theme-lock" className="mt-2 text-sm text-gray-600">
              <LockedHint text={themeLock} />
            </p>
          )}
        </fieldset>

        <fieldset>
          <legend className="text-sm font-medium text-gray-900">Accent colour</legend>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <input
              type="color"
              aria-label="Pick the accent colour"
              value={resolved.colours.accent}
              onChange={(event) => chooseAccent(event.target.value)}
              className="h-10 w-14 cursor-pointer rounded-md border border-gray-300 bg-white p-1"
            />
            <label className="flex items-center gap-2 text-sm text-gray-700">
              Hex
              <input
                type="text"
                value={typed}
                maxLength={7}
                spellCheck={false}
                onChange={(event) => {
                  setTyped(event.target.value);
                  if (HEX.test(event.target.value)) chooseAccent(event.target.value);
                }}
                className="w-24 rounded-md border-0 px-2 py-1.5 font-mono text-sm ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-600"
              />
            </label>
            {design.accent && (
              <button
                type="button"
                onClick={() => chooseAccent(null)}
                className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                Use the preset’s colour
              </button>
            )}
          </div>
          {suggestions.length > 0 && (
            <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-gray-700">
              <span>From your logo:</span>
              {suggestions.map((colour) => (
                <button
                  key={colour}
                  type="button"
                  onClick={() => chooseAccent(colour)}
                  aria-label={`Use ${colour}`}
                  className="h-8 w-8 rounded-full ring-1 ring-gray-300 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  style={{ background: colour }}
                />
              ))}
            </div>
          )}
          {design.accent && resolved.design.accentUsed !== design.accent && (
            <p className="mt-2 text-sm text-gray-700" data-accent-adjusted="">
              {accentAdjustedMessage(design.accent, resolved.design.accentUsed)}
            </p>
          )}
        </fieldset>

        <fieldset>
          <legend className="text-sm font-medium text-gray-900">Font</legend>
          <Choices
            label="Font"
            options={FONT_IDS}
            value={resolved.font.id}
            onChoose={(font) => change({ font })}
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
        </fieldset>

        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
          <NamedChoices
            label="Buttons"
            names={BUTTON_STYLE_NAMES}
            options={BUTTON_STYLES}
            value={resolved.buttonStyle}
            onChoose={(buttonStyle) => change({ buttonStyle })}
          />
          <NamedChoices
            label="Layout"
            names={LAYOUT_NAMES}
            options={LAYOUTS}
            value={resolved.layout}
            onChoose={(layout) => change({ layout })}
          />
        </div>
      </div>
    </CardSection>
  );
}

/** The logo's main colours, once it has loaded (none without a logo, or where it cannot be read). */
function useLogoColours(logoUrl: string | null): string[] {
  const [colours, setColours] = useState<string[]>([]);
  useEffect(() => {
    if (!logoUrl) return;
    let current = true;
    void logoColours(logoUrl).then((found) => current && setColours(found));
    return () => {
      current = false;
    };
  }, [logoUrl]);
  return colours;
}
