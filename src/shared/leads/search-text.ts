/**
 * How leads are searched (docs/product.md#messages): case and accents do not count, so "garcia"
 * finds "María García-López". The query is folded here; the stored side is the messages table's
 * generated `search_text` column, whose SQL does the same with `translate` (PostgreSQL's
 * `unaccent` is an extension PGlite does not load), built from the pairs below.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The letters whose folding SQL must spell out: Latin, Greek, Cyrillic and Latin Extended Additional. */
const FOLDED_RANGES: Array<[number, number]> = [
  [0x00c0, 0x024f],
  [0x0370, 0x04ff],
  [0x1e00, 0x1eff],
];

/** The combining marks a decomposed letter carries: deleted by `translate` (no partner). */
const COMBINING_MARKS: [number, number] = [0x0300, 0x036f];

/**
 * `translate(text, from, to)`'s two strings: each letter of the ranges whose fold is one other
 * character, then the combining marks, which have no partner and so are removed. ASCII is left
 * to `lower()`, which folds it under any collation.
 */
export function searchFoldingPairs(): { from: string; to: string } {
  let from = '';
  let to = '';
  for (const [first, last] of FOLDED_RANGES) {
    for (let code = first; code <= last; code += 1) {
      const letter = String.fromCodePoint(code);
      const folded = foldForSearch(letter);
      if (folded !== letter && [...folded].length === 1 && folded !== "'") {
        from += letter;
        to += folded;
      }
    }
  }
  for (let code = COMBINING_MARKS[0]; code <= COMBINING_MARKS[1]; code += 1) {
    from += String.fromCodePoint(code);
  }
  return { from, to };
}
