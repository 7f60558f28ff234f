/**
 * The profile's cover image (docs/product.md#images): a 3:1 banner over the photo. An upload to
 * `cover-images` is stored at the largest width under the upload's own name and at each smaller
 * width beside it (`{uuid}-800w.webp`), so the page can offer the browser a `srcset` and a phone
 * downloads the size its screen needs, not the largest.
 */
export const COVER_WIDTHS = [480, 800, 1200] as const;
export const COVER_ASPECT = 3;
export const COVER_LARGEST = COVER_WIDTHS[COVER_WIDTHS.length - 1]!;
export const coverHeight = (width: number) => Math.round(width / COVER_ASPECT);

/** The banner's width on the page: the profile's column (max-w-md less its padding) or the screen's. */
export const COVER_SIZES = '(min-width: 448px) 408px, calc(100vw - 40px)';

const STORED_COVER = /\.webp$/;

/** The name (or URL) of the cover at `width`: the upload itself at the largest width. */
export function coverAtWidth(nameOrUrl: string, width: number): string {
  return width === COVER_LARGEST ? nameOrUrl : nameOrUrl.replace(STORED_COVER, `-${width}w.webp`);
}

/** Every file one cover upload is stored as: the upload's name first. */
export function coverFiles(name: string): string[] {
  return [...COVER_WIDTHS].reverse().map((width) => coverAtWidth(name, width));
}

/** The `srcset` of a cover, or undefined for a URL not stored as a cover. */
export function coverSrcSet(url: string): string | undefined {
  if (!STORED_COVER.test(url)) return undefined;
  return COVER_WIDTHS.map((width) => `${coverAtWidth(url, width)} ${width}w`).join(', ');
}
