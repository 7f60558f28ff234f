import type { ReactNode } from 'react';
import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { FONT_IDS, PROFILE_FONTS } from '#shared/design/fonts';
import {
  BUTTON_STYLE_NAMES,
  BUTTON_STYLES,
  DESIGN_PRESETS,
  LAYOUT_NAMES,
  LAYOUTS,
  presetById,
} from '#shared/design/presets';
import { TEMPLATE_FIELD_LABELS, type TemplateField } from '#shared/schemas/team-template';

const HEX = /^#[0-9a-fA-F]{6}$/;

type DesignField = 'theme' | 'preset' | 'accent' | 'font' | 'buttonStyle' | 'layout';

const SELECT_CLASS =
  'mt-1 block w-full rounded-md border-0 py-2 pe-8 ps-3 text-gray-900 ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-500 sm:text-sm';

function TemplateSelect({
  field,
  value,
  options,
  onChange,
  lockBox,
}: {
  field: DesignField;
  value: string;
  options: Array<{ value: string; label: string }>;
  onChange: (value: string) => void;
  lockBox: ReactNode;
}) {
  const id = `template-${field}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">
        {TEMPLATE_FIELD_LABELS[field]}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={SELECT_CLASS}
      >
        <option value="">{COPY.templateEachMembersChoice}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {lockBox}
    </div>
  );
}

/**
 * The design the template puts on every member's page (decision 045): a preset, the company's
 * accent colour, font, button style and layout, each left to the member or set (and lockable). The
 * original theme is a preset's base: set with a preset it follows it, and set alone it keeps every
 * page dark (or light) in any preset of that kind.
 */
export function TemplateDesign({
  values,
  onChange,
  lockBox,
}: {
  values: Record<DesignField, string>;
  onChange: (changes: Partial<Record<TemplateField, string>>) => void;
  lockBox: (field: TemplateField) => ReactNode;
}) {
  const accentValid = HEX.test(values.accent);
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <TemplateSelect
        field="preset"
        value={values.preset}
        options={DESIGN_PRESETS.map((preset) => ({ value: preset.id, label: preset.name }))}
        // A theme already set follows the preset's base, so the two never disagree.
        onChange={(preset) =>
          onChange(preset && values.theme ? { preset, theme: presetById(preset).base } : { preset })
        }
        lockBox={lockBox('preset')}
      />
      <TemplateSelect
        field="theme"
        value={values.theme}
        options={[
          { value: 'dark', label: SCREENS.teamThemeDark },
          { value: 'light', label: SCREENS.teamThemeLight },
        ]}
        // A theme of the other base leaves the preset to each member (within the theme).
        onChange={(theme) =>
          onChange(
            values.preset && theme && presetById(values.preset).base !== theme
              ? { theme, preset: '' }
              : { theme },
          )
        }
        lockBox={lockBox('theme')}
      />
      <div>
        <label htmlFor="template-accent" className="block text-sm font-medium text-gray-900">
          {TEMPLATE_FIELD_LABELS.accent}
        </label>
        <div className="mt-1 flex items-center gap-2">
          <input
            type="color"
            aria-label={SCREENS.teamPickTheAccentColour}
            value={accentValid ? values.accent.toLowerCase() : '#9a3412'}
            onChange={(event) => onChange({ accent: event.target.value })}
            className="h-10 w-14 cursor-pointer rounded-md border border-gray-300 bg-white p-1"
          />
          <input
            id="template-accent"
            type="text"
            value={values.accent}
            placeholder={COPY.templateEachMembersChoice}
            maxLength={7}
            spellCheck={false}
            onChange={(event) => onChange({ accent: event.target.value })}
            className="block w-full rounded-md border-0 py-2 ps-3 font-mono text-gray-900 ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-500 sm:text-sm"
          />
        </div>
        {lockBox('accent')}
      </div>
      <TemplateSelect
        field="font"
        value={values.font}
        options={FONT_IDS.map((font) => ({ value: font, label: PROFILE_FONTS[font].name }))}
        onChange={(font) => onChange({ font })}
        lockBox={lockBox('font')}
      />
      <TemplateSelect
        field="buttonStyle"
        value={values.buttonStyle}
        options={BUTTON_STYLES.map((style) => ({ value: style, label: BUTTON_STYLE_NAMES[style] }))}
        onChange={(buttonStyle) => onChange({ buttonStyle })}
        lockBox={lockBox('buttonStyle')}
      />
      <TemplateSelect
        field="layout"
        value={values.layout}
        options={LAYOUTS.map((layout) => ({ value: layout, label: LAYOUT_NAMES[layout] }))}
        onChange={(layout) => onChange({ layout })}
        lockBox={lockBox('layout')}
      />
    </div>
  );
}
