import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { FONT_IDS, PROFILE_FONTS, type FontId } from '#shared/design/fonts';

/**
 * The profile fonts' files, served from this origin under names that carry a hash of their
 * bytes (cached a year, immutable). Each family's Latin and Latin Extended files of its
 * `@fontsource-variable` package (one variable file per subset, every weight), with the
 * package's own unicode ranges: a page whose text is all Latin downloads one file.
 */
export interface FontFile {
  name: string;
  bytes: Buffer;
}

interface HostedFont {
  faces: string;
  /** The Latin file: what a page preloads. */
  preload: string;
}

const SUBSETS = ['latin-ext', 'latin'] as const;
const require = createRequire(import.meta.url);

function hostedFont(id: Exclude<FontId, 'system'>, files: Map<string, FontFile>): HostedFont {
  const family = PROFILE_FONTS[id].family!;
  const css = readFileSync(require.resolve(`@fontsource-variable/${id}/wght.css`), 'utf8');
  const faces: string[] = [];
  let preload = '';
  for (const subset of SUBSETS) {
    const file = `${id}-${subset}-wght-normal.woff2`;
    const block = css.match(
      new RegExp(`/\\* ${id}-${subset}-wght-normal \\*/\\s*@font-face \\{[^}]*\\}`),
    );
    const range = block?.[0].match(/unicode-range: ([^;]+);/)?.[1];
    if (!range) throw new Error(`no ${subset} face in @fontsource-variable/${id}`);
    const bytes = readFileSync(require.resolve(`@fontsource-variable/${id}/files/${file}`));
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
    const name = file.replace(/\.woff2$/, `.${hash}.woff2`);
    files.set(name, { name, bytes });
    const url = `/fonts/${name}`;
    if (subset === 'latin') preload = url;
    faces.push(
      `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:100 900;` +
        `src:url(${url}) format('woff2-variations');unicode-range:${range}}`,
    );
  }
  return { faces: faces.join(''), preload };
}

export interface FontCatalogue {
  /** By served name (`inter-latin-wght-normal.<hash>.woff2`). */
  files: Map<string, FontFile>;
  /** The @font-face rules of one font; empty for the system font. */
  faces(id: FontId): string;
  /** The URL of the file a page in this font preloads; null for the system font. */
  preload(id: FontId): string | null;
  /** Every hosted font's rules: the editor shows each font's name in that font. */
  allFaces: string;
}

let catalogue: FontCatalogue | undefined;

/** Read once, on first use: twelve files, about 600 KB. */
export function fontCatalogue(): FontCatalogue {
  if (catalogue) return catalogue;
  const files = new Map<string, FontFile>();
  const hosted = new Map<FontId, HostedFont>();
  for (const id of FONT_IDS) if (id !== 'system') hosted.set(id, hostedFont(id, files));
  catalogue = {
    files,
    faces: (id) => hosted.get(id)?.faces ?? '',
    preload: (id) => hosted.get(id)?.preload ?? null,
    allFaces: [...hosted.values()].map((font) => font.faces).join('\n'),
  };
  return catalogue;
}
