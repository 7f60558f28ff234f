/**
 * The lines of a card from tesseract's TSV (a row per word, with its box and confidence): top to
 * bottom, a line cut where a wide gap parts two columns ("Priya Patel      Cell: 604 555 0199"
 * is two lines of a two-column card), and without what the OCR made of a logo or a stripe.
 * Tesseract's word confidence is a poor judge on its own (a phone number read exactly can score
 * 0), so it only drops what also looks like noise: a scrap of a word or a line of no contact
 * data.
 */

/** Below this confidence (0 to 100), a scrap without digits ("ts", ";") is noise. */
const MIN_WORD_CONFIDENCE = 20;
/** Below this mean confidence, a line without digits, '@' or '.' is noise ("TT pes"). */
const MIN_LINE_CONFIDENCE = 30;
/** A gap wider than this many times the line's height parts two columns. */
const COLUMN_GAP = 2.5;

interface Word {
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
  confidence: number;
}

/** The card's text lines, in reading order. */
export function ocrLines(tsv: string): string[] {
  const lines = new Map<string, Word[]>();
  for (const row of tsv.split('\n')) {
    const cells = row.split('\t');
    // Level 5 is a word: level, page, block, paragraph, line, word, left, top, width, height, conf, text.
    if (cells[0] !== '5' || cells.length < 12) continue;
    const text = cells.slice(11).join('\t').trim();
    const confidence = Number(cells[10]);
    if (!text || (confidence < MIN_WORD_CONFIDENCE && isScrap(text))) continue;
    const [left, top, width, height] = cells.slice(6, 10).map(Number) as [
      number,
      number,
      number,
      number,
    ];
    const key = cells.slice(1, 5).join('.');
    const words = lines.get(key) ?? [];
    words.push({ text, left, top, width, height, confidence });
    lines.set(key, words);
  }
  const pieces = [...lines.values()].flatMap(splitAtColumnGaps);
  return pieces
    .filter(
      (words) =>
        mean(words.map((word) => word.confidence)) >= MIN_LINE_CONFIDENCE ||
        words.some((word) => /[\d@.]/.test(word.text)),
    )
    .map((words) => ({ words, middle: mean(words.map((word) => word.top + word.height / 2)) }))
    .sort((a, b) => a.middle - b.middle || a.words[0]!.left - b.words[0]!.left)
    .map(({ words }) => words.map((word) => word.text).join(' '));
}

/** A word of no digit and fewer than three letters. */
const isScrap = (text: string) => !/\d/.test(text) && (text.match(/\p{L}/gu) ?? []).length < 3;

function splitAtColumnGaps(words: Word[]): Word[][] {
  const sorted = [...words].sort((a, b) => a.left - b.left);
  const height = median(sorted.map((word) => word.height));
  const pieces: Word[][] = [[]];
  sorted.forEach((word, i) => {
    const before = sorted[i - 1];
    if (before && word.left - (before.left + before.width) > COLUMN_GAP * height) pieces.push([]);
    pieces.at(-1)!.push(word);
  });
  return pieces;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] ?? 0;
}
