import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findMessageLiterals } from './message-literals';

/**
 * Every sentence a user or API client reads comes from the catalogue (decision 016), so
 * a wording is changed, searched and reviewed in one place. This scans every source file for
 * text written where a catalogue entry belongs, and proves the scan catches each form.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

/** What only an operator reads: the command line, startup checks, the backup socket protocol. */
const OPERATOR_FACING = [
  /^src\/server\/cli\//,
  /^src\/server\/config\//,
  /^src\/server\/main\.ts$/,
  /^src\/server\/db\//,
];

function sourceFiles(): string[] {
  return execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', 'src'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !inCatalogue(file))
    .filter((file) => !OPERATOR_FACING.some((pattern) => pattern.test(file)));
}

/** The catalogue: the fixed sentences, and the functions of those that carry a value. */
const CATALOGUE = [
  'src/shared/copy.ts',
  'src/shared/copy/sentences.ts',
  'src/shared/copy/departments.ts',
  'src/shared/copy/crm.ts',
  'src/shared/copy/capture.ts',
  'src/shared/copy/follow-up.ts',
];
const inCatalogue = (file: string) =>
  CATALOGUE.includes(file) || file.startsWith('src/shared/copy/sentences/');

describe('message catalogue', () => {
  it('no source file writes a user-visible message outside the catalogue', () => {
    const offenders = sourceFiles().flatMap((file) =>
      findMessageLiterals(file, readFileSync(path.join(ROOT, file), 'utf8')).map(
        (found) => `${file}:${found.line} ${found.rule} ${found.text}`,
      ),
    );
    expect(offenders).toEqual([]);
  });

  it.each([
    ["throw new AppError('NOT_FOUND', 'Card not found');", 'new AppError'],
    ["throw new AppError('BAD_REQUEST', `Use ${n}`);", 'new AppError'],
    ["throw new ApiError(0, 'Could not reach the server');", 'new ApiError'],
    ["reply.code(404).send({ message: 'Not found' });", 'message:'],
    ["z.string({ error: 'Phone is required' });", 'error:'],
    ["z.string().min(1, 'Name is required');", '.min()'],
    ["z.string().refine(isUrl, 'Please enter a URL');", '.refine()'],
    ["notify.error('Unable to find file');", 'notify()'],
    ["notify('Message sent!', 'success');", 'notify()'],
    ["assertWithin(taken, 5, 'Too many messages');", 'assertWithin()'],
    ["export const HANDLE_TAKEN = 'That handle is already taken';", 'UPPER_CASE sentence'],
  ])('catches %s', (code, rule) => {
    expect(findMessageLiterals('planted.ts', code).map((found) => found.rule)).toEqual([rule]);
  });

  it('catches both branches of a conditional message and a literal fallback', () => {
    const code = [
      "throw new AppError('UNPROCESSABLE', big ? 'Too many pixels' : 'Could not read it');",
      "reply.send({ message: issue.message ?? 'Not found' });",
    ].join('\n');
    expect(findMessageLiterals('planted.ts', code).map((found) => found.text)).toEqual([
      "'Too many pixels'",
      "'Could not read it'",
      "'Not found'",
    ]);
  });

  it.each([
    ['<h1>Your cards</h1>', 'JSX text'],
    ['<p>\n  Scan to save\n  my contact.\n</p>', 'JSX text'],
    ['<Button>Save</Button>', 'JSX text'],
    ['<Panel title="Seats" />', 'title='],
    ["<Field label={'First name'} />", 'label='],
    ['<input placeholder="Name, email or company" />', 'placeholder='],
    ['<img alt={`QR code for ${link}`} />', 'alt='],
    ['<nav aria-label="Main" />', 'aria-label='],
    ["<Dialog confirmLabel={busy ? 'Sending...' : COPY.send} />", 'confirmLabel='],
    ["<Button>{busy ? COPY.saving : 'Save lead'}</Button>", 'JSX child'],
    ["<p>{count > 0 && 'Unread only'}</p>", 'JSX child'],
  ])('catches %s in a .tsx file', (code, rule) => {
    expect(findMessageLiterals('planted.tsx', code).map((found) => found.rule)).toEqual([rule]);
  });

  it("leaves a screen's catalogue words, brand names, symbols and code alone", () => {
    const code = [
      '<Panel title={COPY.appSeats} description={COPY.cardsHint}>',
      '  <span>Catalyst Connect</span>',
      '  <span>Catalyst <b>Connect</b></span>',
      "  <p>{count} · {total} × {' '} / — +</p>",
      '  <Button aria-label={COPY.appClose}>{COPY.appClose}</Button>',
      '  <input type="email" autoComplete="given-name" className="mt-2 text-sm" />',
      '  <img alt="" src="/favicon.svg" data-testid="qr-code" />',
      '  <p>{open ? COPY.appHide : COPY.appShow}</p>',
      '  <p>{sentenceWith(COPY.acctAccountNowUses, email, link)}</p>',
      '</Panel>',
    ].join('\n');
    expect(findMessageLiterals('planted.tsx', code)).toEqual([]);
  });

  it('leaves catalogue entries, identifiers and non-sentences alone', () => {
    const code = [
      "throw new AppError('NOT_FOUND', COPY.cardNotFound);",
      "z.string().min(1, requiredMessage('Name')).max(40);",
      'notify.error(errorMessage(error, COPY.failedToUpgrade));',
      "const QR_LEVEL = 'H';",
      "const IMMUTABLE = 'public, max-age=31536000, immutable';",
      "z.enum(['dark', 'light']);",
    ].join('\n');
    expect(findMessageLiterals('planted.ts', code)).toEqual([]);
  });
});
