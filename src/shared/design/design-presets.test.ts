import { describe, expect, it } from 'vitest';
import { DEFAULT_DESIGN } from '../schemas/profile-design';
import { contrastRatio, readableShade, textOn } from './contrast';
import { DESIGN_PRESETS, type DesignColours } from './presets';
import { resolveDesign } from './resolve-design';

/** Every pair of text (or outline) and the ground it is drawn on, with the ratio it needs. */
function pairs(c: DesignColours): [string, string, string, number][] {
  return [
    ['text on page', c.text, c.page, 4.5],
    ['text on card', c.text, c.card, 4.5],
    ['muted on page', c.muted, c.page, 4.5],
    ['muted on card', c.muted, c.card, 4.5],
    ['button text', c.buttonText, c.button, 4.5],
    ['button text, hovered', c.buttonText, c.buttonHover, 4.5],
    ['accent text on page', c.accentText, c.page, 4.5],
    ['accent text on card', c.accentText, c.card, 4.5],
    ['accent text on a hovered outline', c.accentText, c.buttonHover, 4.5],
    ['text on accent', c.onAccent, c.accent, 4.5],
    ['text on accent, hovered', c.onAccent, c.accentHover, 4.5],
  ];
}

function failures(colours: DesignColours) {
  return pairs(colours)
    .filter(([, fg, bg, minimum]) => contrastRatio(fg, bg) < minimum)
    .map(([name, fg, bg]) => `${name}: ${fg} on ${bg} ${contrastRatio(fg, bg).toFixed(2)}:1`);
}

/** 216 accents: every mix of six levels of red, green and blue. */
const LEVELS = ['00', '33', '66', '99', 'cc', 'ff'];
const ACCENTS = LEVELS.flatMap((r) => LEVELS.flatMap((g) => LEVELS.map((b) => `#${r}${g}${b}`)));

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#777777')).toBe(contrastRatio('#777777', '#ffffff'));
  });

  it('puts black or white on a fill, whichever reads', () => {
    expect(textOn('#ffff00')).toBe('#000000');
    expect(textOn('#1e3a8a')).toBe('#ffffff');
    for (const accent of ACCENTS)
      expect(contrastRatio(textOn(accent), accent)).toBeGreaterThan(4.5);
  });

  it('keeps a readable colour, and moves an unreadable one the least it must', () => {
    expect(readableShade('#1e3a8a', ['#ffffff'])).toBe('#1e3a8a');
    const shade = readableShade('#ffcc00', ['#ffffff', '#f9fafb']);
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(shade, '#f9fafb')).toBeGreaterThanOrEqual(4.5);
    // One step less would not read: the nearest readable shade.
    expect(shade).not.toBe('#000000');
    const onDark = readableShade('#330066', ['#030712']);
    expect(contrastRatio(onDark, '#030712')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('design presets', () => {
  it('offers at least 8, dark and light among them, with the original two themes first', () => {
    expect(DESIGN_PRESETS.length).toBeGreaterThanOrEqual(8);
    expect(DESIGN_PRESETS.slice(0, 2).map((preset) => preset.id)).toEqual(['dark', 'light']);
    expect(new Set(DESIGN_PRESETS.map((preset) => preset.base))).toEqual(
      new Set(['dark', 'light']),
    );
    expect(new Set(DESIGN_PRESETS.map((preset) => preset.id)).size).toBe(DESIGN_PRESETS.length);
  });

  it.each(DESIGN_PRESETS.map((preset) => [preset.id, preset] as const))(
    '%s: every text and outline meets WCAG AA with its own accent',
    (_id, preset) => {
      expect(failures(preset.colours)).toEqual([]);
    },
  );

  it.each(DESIGN_PRESETS.map((preset) => [preset.id] as const))(
    '%s: every text and outline meets WCAG AA with any of 216 accents',
    (id) => {
      const found = ACCENTS.flatMap((accent) =>
        failures(resolveDesign({ ...DEFAULT_DESIGN, preset: id, accent }).colours).map(
          (failure) => `${accent}: ${failure}`,
        ),
      );
      expect(found).toEqual([]);
    },
  );

  it('answers the shade it uses for an accent too faint as text, and the accent as is otherwise', () => {
    const faint = resolveDesign({ ...DEFAULT_DESIGN, preset: 'light', accent: '#ffd60a' });
    expect(faint.design.accent).toBe('#ffd60a');
    expect(faint.design.accentUsed).not.toBe('#ffd60a');
    expect(faint.colours.accent).toBe('#ffd60a');
    expect(faint.colours.onAccent).toBe('#000000');
    const strong = resolveDesign({ ...DEFAULT_DESIGN, preset: 'light', accent: '#1e3a8a' });
    expect(strong.design.accentUsed).toBe('#1e3a8a');
  });

  it('falls back to the preset’s own for a value no longer offered', () => {
    const resolved = resolveDesign({
      preset: 'gone',
      accent: null,
      font: 'comic-sans',
      buttonStyle: 'bevel',
      layout: 'diagonal',
    });
    expect(resolved.design).toMatchObject({
      preset: 'dark',
      font: 'system',
      buttonStyle: 'pill',
      layout: 'centered',
    });
  });
});
