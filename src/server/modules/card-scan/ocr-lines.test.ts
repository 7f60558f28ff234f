import { describe, expect, it } from 'vitest';
import { ocrLines } from './ocr-lines';

/** A TSV word row: block, paragraph, line, word, its box, confidence and text. */
const word = (
  [block, paragraph, line, index]: [number, number, number, number],
  [left, top, width, height]: [number, number, number, number],
  confidence: number,
  text: string,
) => ['5', 1, block, paragraph, line, index, left, top, width, height, confidence, text].join('\t');

const tsv = (...rows: string[]) => ['1\t1\t0\t0\t0\t0\t0\t0\t2000\t1200\t-1\t', ...rows].join('\n');

describe('ocrLines', () => {
  it('cuts a line where a wide gap parts two columns, and orders lines top to bottom', () => {
    const lines = ocrLines(
      tsv(
        word([2, 1, 1, 1], [100, 400, 200, 40], 96, 'Acme'),
        word([2, 1, 1, 2], [320, 400, 300, 40], 95, 'Robotics'),
        word([1, 1, 1, 1], [100, 100, 150, 60], 96, 'Priya'),
        word([1, 1, 1, 2], [270, 100, 150, 60], 96, 'Patel'),
        word([1, 1, 1, 3], [1200, 110, 90, 40], 95, 'Cell:'),
        word([1, 1, 1, 4], [1300, 110, 300, 40], 0, '(604) 555-0199'),
      ),
    );
    expect(lines).toEqual(['Priya Patel', 'Cell: (604) 555-0199', 'Acme Robotics']);
  });

  it('drops scraps OCR is unsure of and lines of noise, never a number or an address', () => {
    const lines = ocrLines(
      tsv(
        word([1, 1, 1, 1], [100, 100, 300, 40], 91, 'VP'),
        word([1, 1, 1, 2], [420, 100, 300, 40], 92, 'Sales'),
        word([1, 1, 1, 3], [740, 100, 40, 40], 12, 'i'),
        word([1, 1, 1, 4], [790, 100, 20, 40], 8, ';'),
        word([2, 1, 1, 1], [100, 900, 60, 30], 21, 'TT'),
        word([2, 1, 1, 2], [180, 900, 90, 30], 24, 'pes'),
        word([3, 1, 1, 1], [100, 300, 500, 40], 0, '+31'),
        word([3, 1, 1, 2], [620, 300, 300, 40], 0, '20794'),
        word([4, 1, 1, 1], [100, 360, 800, 40], 18, 'jane.doe@acme.com'),
      ),
    );
    expect(lines).toEqual(['VP Sales', '+31 20794', 'jane.doe@acme.com']);
  });

  it('answers no lines for no words', () => {
    expect(ocrLines('')).toEqual([]);
    expect(ocrLines(tsv())).toEqual([]);
  });
});
