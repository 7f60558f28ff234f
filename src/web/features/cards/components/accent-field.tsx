import { useEffect, useState } from 'react';
import { COPY, accentAdjustedMessage } from '#shared/copy';
import { presetById } from '#shared/design/presets';
import { resolveDesign } from '#shared/design/resolve-design';
import type { StoredDesign } from '#shared/schemas/profile-design';
import { LockLine } from '../team-locks';
import { logoColours } from './logo-colours';

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * The design's accent colour: a picker, a hex field, the logo's main colours as suggestions and
 * 'Use the preset’s colour'; where the accent is too faint as text, which shade the page uses.
 * Locked by a team template, the colour shows and the controls do not.
 */
export function AccentField({
  design,
  logoUrl,
  lock,
  onChoose,
}: {
  design: StoredDesign;
  logoUrl: string | null;
  lock: string | undefined;
  onChoose: (accent: string | null) => void;
}) {
  const resolved = resolveDesign(design);
  const shown = design.accent ?? presetById(design.preset).colours.accent;
  const [typed, setTyped] = useState(shown);
  // The field follows a change made elsewhere (Discard, a save, another preset), during render
  // as React advises for state derived from a prop.
  const [lastShown, setLastShown] = useState(shown);
  if (shown !== lastShown) {
    setLastShown(shown);
    setTyped(shown);
  }
  const suggestions = useLogoColours(logoUrl);
  const choose = (accent: string | null) => onChoose(accent?.toLowerCase() ?? null);
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-900">{COPY.cardEdAccentColour}</legend>
      <LockLine id="accent-lock" lock={lock} />
      <div className={`mt-2 flex flex-wrap items-center gap-3 ${lock ? 'hidden' : ''}`}>
        <input
          type="color"
          aria-label={COPY.cardEdPickTheAccentColour}
          value={resolved.colours.accent}
          onChange={(event) => choose(event.target.value)}
          className="h-10 w-14 cursor-pointer rounded-md border border-gray-300 bg-white p-1"
        />
        <label className="flex items-center gap-2 text-sm text-gray-700">
          {COPY.cardEdHex}
          <input
            type="text"
            value={typed}
            maxLength={7}
            spellCheck={false}
            onChange={(event) => {
              setTyped(event.target.value);
              if (HEX.test(event.target.value)) choose(event.target.value);
            }}
            className="w-24 rounded-md border-0 px-2 py-1.5 font-mono text-sm ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-600"
          />
        </label>
        {design.accent && (
          <button
            type="button"
            onClick={() => choose(null)}
            className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {COPY.cardEdUseThePresetsColour}
          </button>
        )}
      </div>
      {lock && (
        <span
          aria-label={COPY.cardEdAccentColourValue(shown)}
          role="img"
          className="mt-2 block h-10 w-14 rounded-md ring-1 ring-gray-300 ring-inset"
          style={{ background: shown }}
        />
      )}
      {suggestions.length > 0 && !lock && (
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-gray-700">
          <span>{COPY.cardEdFromYourLogo}</span>
          {suggestions.map((colour) => (
            <button
              key={colour}
              type="button"
              onClick={() => choose(colour)}
              aria-label={COPY.cardEdUseColour(colour)}
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
