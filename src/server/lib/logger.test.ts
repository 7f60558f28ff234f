import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/client';
import { enqueueMail } from '../modules/mail/mail-queue';
import { createLogger, openProcessLog, wantsPrettyLogs } from './logger';

describe('the process logger', () => {
  it('is readable only in development on a terminal, JSON otherwise and always in production', () => {
    expect(wantsPrettyLogs('development', true)).toBe(true);
    expect(wantsPrettyLogs('development', false)).toBe(false);
    expect(wantsPrettyLogs('production', true)).toBe(false);
    expect(wantsPrettyLogs('test', true)).toBe(false);
  });

  it('writes JSON lines with credentials and token URLs redacted', () => {
    const lines: string[] = [];
    const log = createLogger(
      { env: 'production', logLevel: 'info' },
      { write: (line: string) => void lines.push(line) },
    );
    log.info(
      {
        req: {
          method: 'GET',
          url: '/password-reset/abcdefghijklmnopqrstuvwxyz0123456789?a=b',
          host: 'app.example',
          ip: '203.0.113.9',
          headers: { authorization: 'Bearer secret-token' },
        },
      },
      'incoming request',
    );
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '') as { req: Record<string, unknown> };
    expect(line.req).toEqual({
      method: 'GET',
      url: '/password-reset/[redacted]?a=[redacted]',
      host: 'app.example',
      remoteAddress: '203.0.113.9',
    });
    expect(lines[0]).not.toContain('secret-token');
  });
});

describe('errors of failed queries', () => {
  it('are logged with their SQL but without the values, which may hold a mailed link', async () => {
    // A real failed insert of a queued mail: the table is missing in a fresh database.
    const database = await openDatabase({ pgliteDir: 'memory://' });
    const link = 'https://app.example/password-reset/Zq3c0a9TOKENwhichMustNeverBeLogged12345';
    let failure: unknown;
    try {
      await enqueueMail(
        database.db,
        { to: 'owner@example.com', subject: 'Reset', text: `Open ${link}\nthanks`, html: link },
        new Date(),
      );
    } catch (error) {
      failure = error;
    } finally {
      await database.close();
    }
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).message)).toContain(link);

    const lines: string[] = [];
    const log = createLogger(
      { env: 'production', logLevel: 'info' },
      { write: (line: string) => void lines.push(line) },
    );
    log.warn({ err: failure }, 'request failed');
    const line = lines.join('');
    expect(line).not.toContain('TOKENwhichMustNeverBeLogged');
    expect(line).toContain('Failed query: insert into \\"mail_queue\\"');
    expect(line).toContain('params: [withheld]');
  });
});

describe('the server process log', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function logFile() {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cc-process-log-'));
    dirs.push(dir);
    return path.join(dir, 'server.log');
  }
  const messages = (file: string) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { msg: string }).msg);

  it('writes start-up lines before the call returns, then hands lines over and writes them later', async () => {
    const file = logFile();
    const processLog = openProcessLog({ env: 'production', logLevel: 'info' }, file);
    processLog.log.warn('STAND-IN: something');
    processLog.log.info('Server listening at http://127.0.0.1:1');
    expect(messages(file)).toEqual([
      'STAND-IN: something',
      'Server listening at http://127.0.0.1:1',
    ]);

    processLog.writeAsynchronously();
    for (let index = 0; index < 100; index += 1) processLog.log.info(`request ${index}`);
    // Handed over, not yet written: the request that logged it did not wait for the disk.
    expect(messages(file)).not.toContain('request 99');

    await processLog.flush();
    expect(messages(file)).toEqual([
      'STAND-IN: something',
      'Server listening at http://127.0.0.1:1',
      ...Array.from({ length: 100 }, (_, index) => `request ${index}`),
    ]);
  });

  it('writes what it holds synchronously when asked (a crash, where no callback runs)', async () => {
    const file = logFile();
    const processLog = openProcessLog({ env: 'production', logLevel: 'info' }, file);
    // The file is opened asynchronously; the server's stdout is open from the start.
    await processLog.flush();
    processLog.writeAsynchronously();
    // A line through the asynchronous destination, waited for: its file is open (a fixed sleep
    // was not always long enough on a loaded machine).
    processLog.log.info('serving');
    await vi.waitFor(
      async () => {
        await processLog.flush();
        expect(messages(file)).toEqual(['serving']);
      },
      { timeout: 5_000 },
    );
    // The first line's write starts as it is logged (minLength 0); the second waits behind it.
    processLog.log.error('in flight');
    processLog.log.fatal('last words');
    processLog.flushSync();
    // flushSync() writes what waits behind a write in progress, before it returns...
    expect(messages(file)).toContain('last words');
    // ...and the write in progress is the thread pool's to finish (exitOnCrash waits for it, at
    // most a second); reading the file at once raced it on a loaded machine. The whole crash,
    // 1 000 lines handed over in the same tick, is tests/resilience/process-log.test.ts.
    await vi.waitFor(
      () => expect(messages(file).sort()).toEqual(['in flight', 'last words', 'serving']),
      { timeout: 2_000 },
    );
  });
});
