import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './repository-files';

/**
 * A decision record is read long after it was written, often to learn whether it still holds.
 * So each one opens the way docs/decisions/000-template.md does: a title `# NNN: ...` with its
 * own number, then, before its first section, a `Date:` line (an ISO date that exists) and a
 * `Status:` line that starts with what it is now: proposed, accepted, rejected, or superseded
 * by a record that exists (`superseded by [037](037-a-catalogue-per-subject.md)`).
 */
const DECISIONS = 'docs/decisions';
const TEMPLATE = '000-template.md';
const RECORD_FILE = /^(\d{3})-.+\.md$/;
const STATUS = /^Status: (?:proposed|accepted|rejected|superseded by \[?(\d{3})\b)/;

/** Why the record `file` (its Markdown `markdown`) does not open as a record, or nothing. */
export function recordProblems(file: string, markdown: string, numbers: Set<string>): string[] {
  const problems: string[] = [];
  const number = RECORD_FILE.exec(file)?.[1];
  const header = markdown.split(/^## /m)[0]!;
  if (!number) return [`${file} is not named NNN-title.md`];
  if (!header.startsWith(`# ${number}: `))
    problems.push(`${file} does not open with "# ${number}: "`);

  const date = /^Date: (\d{4}-\d{2}-\d{2})$/m.exec(header)?.[1];
  if (!date) problems.push(`${file} has no "Date: YYYY-MM-DD" line before its first section`);
  else if (new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) {
    problems.push(`${file} is dated ${date}, which is no day`);
  }

  const statusLine = /^Status: .*$/m.exec(header)?.[0];
  const status = statusLine === undefined ? null : STATUS.exec(statusLine);
  if (!status) {
    problems.push(
      `${file} has no "Status:" line (proposed, accepted, rejected or superseded by NNN) before its first section`,
    );
  } else if (status[1] && !numbers.has(status[1])) {
    problems.push(`${file} is superseded by ${status[1]}, which is no record`);
  }
  return problems;
}

describe('every decision record says when it was made and whether it holds', () => {
  const files = readdirSync(path.join(ROOT, DECISIONS)).filter(
    (file) => file.endsWith('.md') && file !== TEMPLATE,
  );
  const numbers = new Set(files.map((file) => RECORD_FILE.exec(file)?.[1] ?? ''));
  const read = (file: string) => readFileSync(path.join(ROOT, DECISIONS, file), 'utf8');

  it('opens with its number, a Date line and a Status line', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => recordProblems(file, read(file), numbers))).toEqual([]);
  });

  it('finds a record that does not, as the check must', () => {
    const file = '016-one-message-catalogue.md';
    const record = read(file);
    const planted = (from: RegExp, to: string) =>
      recordProblems(file, record.replace(from, to), numbers).join('\n');
    expect(planted(/^Date: .*\n/m, '')).toContain('has no "Date: YYYY-MM-DD" line');
    expect(planted(/^Date: .*$/m, 'Date: 27 November 2026')).toContain('has no "Date:');
    expect(planted(/^Date: .*$/m, 'Date: 2026-02-30')).toContain('which is no day');
    expect(planted(/^Status: .*\n/m, '')).toContain('has no "Status:" line');
    expect(planted(/^Status: .*$/m, 'Status: done')).toContain('has no "Status:" line');
    expect(planted(/^Status: .*$/m, 'Status: superseded by [999](999-x.md)')).toContain(
      'superseded by 999, which is no record',
    );
    expect(planted(/^(Status: .*)$/m, '## Context\n\n$1')).toContain('has no "Status:" line');
    expect(planted(/^# 016: /, '# 016 ')).toContain('does not open with "# 016: "');
    expect(recordProblems('notes.md', record, numbers)).toEqual([
      'notes.md is not named NNN-title.md',
    ]);
  });
});
