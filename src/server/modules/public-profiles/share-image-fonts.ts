import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The fonts and emoji the share image draws with (decision 049): Inter for Latin, Latin
 * Extended, Vietnamese, Cyrillic and Greek, Noto Sans Arabic, Noto Sans JP (kana and the Han
 * characters, one of its 120 small subsets at a time) and Twemoji's SVGs. All come from npm
 * packages and are read from disk the first time a text needs them: a Latin name reads only
 * Inter's two Latin files.
 */

const require = createRequire(import.meta.url);

export type ShareWeight = 400 | 700;
export interface ShareFont {
  name: string;
  data: Buffer;
  weight: ShareWeight;
}
interface Face {
  /** Unique per file set: satori looks a glyph up in every font it is given, by name. */
  name: string;
  ranges: [number, number][];
  file: (weight: ShareWeight) => string;
}

/** The family every text names; the other faces are found by satori for what it lacks. */
export const BASE_FAMILY = 'Inter';

/** Files held at once (a Noto Sans JP subset is 12 to 64 KB, Inter's 10 to 48 KB). */
const FILES_KEPT = 96;
/** Font lists held at once: one per set of faces a text needed, most often the base alone. */
const FONT_SETS_KEPT = 16;
const EMOJI_KEPT = 256;

function parseRanges(list: string): [number, number][] {
  return list.split(',').map((part) => {
    const [from = '0', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
  });
}

/** One face per fontsource subset, in the package's own order, with its unicode-range. */
function fontsourceFaces(pkg: string, family: string, subsets?: readonly string[]): Face[] {
  const table = require(`${pkg}/unicode.json`) as Record<string, string>;
  const stem = pkg.split('/')[1];
  return Object.entries(table)
    .filter(([subset]) => !subsets || subsets.includes(subset))
    .map(([subset, ranges]) => {
      const id = subset.replace(/^\[(\d+)\]$/, '$1');
      return {
        name: id === 'latin' && family === BASE_FAMILY ? family : `${family} ${id}`,
        ranges: parseRanges(ranges),
        file: (weight) => require.resolve(`${pkg}/files/${stem}-${id}-${weight}-normal.woff`),
      };
    });
}

let interFaces: Face[] | undefined;
let arabicFaces: Face[] | undefined;
let japaneseFaces: Face[] | undefined;

/** Inter first (its Latin file is the base), then Arabic; Noto Sans JP's table only if asked. */
function faceFor(codePoint: number): Face | undefined {
  interFaces ??= fontsourceFaces('@fontsource/inter', BASE_FAMILY, [
    'latin',
    'latin-ext',
    'vietnamese',
    'cyrillic',
    'cyrillic-ext',
    'greek',
    'greek-ext',
  ]);
  arabicFaces ??= fontsourceFaces('@fontsource/noto-sans-arabic', 'Noto Sans Arabic', ['arabic']);
  const covers = (face: Face) =>
    face.ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
  const found = interFaces.find(covers) ?? arabicFaces.find(covers);
  if (found) return found;
  japaneseFaces ??= fontsourceFaces('@fontsource/noto-sans-jp', 'Noto Sans JP');
  return japaneseFaces.find(covers);
}

/** Least recently used first: a read moves the entry to the end. */
function remember<V>(cache: Map<string, V>, key: string, limit: number, make: () => V): V {
  const held = cache.get(key);
  if (held !== undefined) {
    cache.delete(key);
    cache.set(key, held);
    return held;
  }
  const value = make();
  cache.set(key, value);
  if (cache.size > limit) cache.delete(cache.keys().next().value!);
  return value;
}

const files = new Map<string, Buffer>();
const fontSets = new Map<string, ShareFont[]>();

/** Drawn as images, not from a font: emoji, their joiners, modifiers and variation selectors. */
const EMOJI_PART =
  /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200d|\ufe0e|\ufe0f|\u20e3|[\u{e0020}-\u{e007f}]/u;

/**
 * The fonts that draw these texts: Inter's two Latin files, and the face of every other
 * character in the weight its text is drawn in. The same faces give the same list object, so
 * satori keeps one parsed font engine for it.
 */
export function fontsFor(texts: readonly { text: string; weight: ShareWeight }[]): ShareFont[] {
  const wanted = new Map<string, { face: Face; weight: ShareWeight }>();
  for (const { text, weight } of texts) {
    for (const character of text) {
      if (character.charCodeAt(0) < 0x80 || EMOJI_PART.test(character)) continue;
      const face = faceFor(character.codePointAt(0)!);
      if (face && face.name !== BASE_FAMILY) wanted.set(`${face.name}@${weight}`, { face, weight });
    }
  }
  const keys = [...wanted.keys()].sort();
  return remember(fontSets, keys.join('|'), FONT_SETS_KEPT, () => {
    const base = faceFor(0x41)!;
    const entries = [
      { face: base, weight: 400 as const },
      { face: base, weight: 700 as const },
      ...keys.map((key) => wanted.get(key)!),
    ];
    return entries.map(({ face, weight }) => {
      const path = face.file(weight);
      return {
        name: face.name,
        weight,
        data: remember(files, path, FILES_KEPT, () => readFileSync(path)),
      };
    });
  });
}

const emojiImages = new Map<string, string | null>();

/** Twemoji's file name: the code points in hex, without U+FE0F unless a joiner is present. */
function twemojiName(grapheme: string): string {
  const kept = grapheme.includes('\u200d') ? grapheme : grapheme.replace(/\ufe0f/g, '');
  return [...kept].map((c) => c.codePointAt(0)!.toString(16)).join('-');
}

/** A data URL of the emoji's Twemoji SVG, read once; null for one Twemoji does not draw. */
export function emojiImage(grapheme: string): string | null {
  return remember(emojiImages, grapheme, EMOJI_KEPT, () => {
    for (const name of new Set([
      twemojiName(grapheme),
      twemojiName(grapheme.replace(/\ufe0f/g, '')),
    ])) {
      try {
        const svg = readFileSync(require.resolve(`@twemoji/svg/${name}.svg`));
        return `data:image/svg+xml;base64,${svg.toString('base64')}`;
      } catch {
        // Not drawn by Twemoji under this name: try the next, then leave it to the fonts.
      }
    }
    return null;
  });
}
