import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOcrPool, OcrBusyError, OcrTimeoutError } from './ocr-pool';

/** A line of text as a scanner would hand it over: black on white, 40 px high. */
function textImage(text: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="120"><rect width="900" height="120" fill="#fff"/><text x="30" y="75" font-family="DejaVu Sans" font-size="40">${text}</text></svg>`;
  return sharp(Buffer.from(svg)).greyscale().png().toBuffer();
}

/**
 * Refuses every way out of the process (fetch, sockets, name look-ups) in the main thread and,
 * since worker threads inherit the process's --require, in tesseract's worker threads too.
 */
const NO_NETWORK = `
const net = require('node:net');
const dns = require('node:dns');
const refuse = () => { throw new Error('network refused in this test'); };
globalThis.fetch = refuse;
net.Socket.prototype.connect = refuse;
dns.lookup = refuse;
`;

/** tsx's loader, by its address: the child runs in a folder with no node_modules. */
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

const readOffline = (poolModule: string) => `
import { readFileSync } from 'node:fs';
const { createOcrPool } = await import(${JSON.stringify(poolModule)});
const pool = createOcrPool({ workers: 1 });
const read = await pool.recognize(readFileSync('line.png'), Date.now() + 60_000);
await pool.close();
console.log(JSON.stringify(read));
`;

describe('OCR pool', () => {
  let line: Buffer;
  beforeAll(async () => {
    line = await textImage('Catalyst Connect 2026');
  });

  it('reads with the network refused, downloading and writing nothing', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cc-ocr-offline-'));
    try {
      writeFileSync(path.join(dir, 'no-network.cjs'), NO_NETWORK);
      writeFileSync(path.join(dir, 'line.png'), line);
      const poolModule = pathToFileURL(path.resolve(import.meta.dirname, 'ocr-pool.ts')).href;
      writeFileSync(path.join(dir, 'read.mts'), readOffline(poolModule));
      const before = readdirSync(dir).sort();
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--require', './no-network.cjs', '--import', TSX, 'read.mts'],
        { cwd: dir, timeout: 60_000 },
      );
      const read = JSON.parse(stdout.trim().split('\n').at(-1)!) as { tsv: string };
      expect(read.tsv).toContain('Catalyst');
      expect(read.tsv).toContain('2026');
      // No traineddata cached beside it: the model is read from the package, nothing is kept.
      expect(readdirSync(dir).sort()).toEqual(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('limits', () => {
    const pool = createOcrPool({ workers: 1, queueLimit: 1 });
    afterAll(() => pool.close());

    it('stops a recognition at its deadline, and a fresh worker reads the next', async () => {
      await expect(pool.recognize(line, Date.now() + 1)).rejects.toBeInstanceOf(OcrTimeoutError);
      expect(pool.load()).toEqual({ running: 0, waiting: 0 });
      const read = await pool.recognize(line, Date.now() + 60_000);
      expect(read.tsv).toContain('Connect');
      expect(read.confidence).toBeGreaterThan(50);
    });

    it('queues one past its worker and refuses the next at once; closing answers them', async () => {
      const running = pool.recognize(line, Date.now() + 60_000);
      const queued = pool.recognize(line, Date.now() + 60_000);
      expect(pool.load()).toEqual({ running: 1, waiting: 1 });
      await expect(pool.recognize(line, Date.now() + 60_000)).rejects.toBeInstanceOf(OcrBusyError);
      const queuedOutcome = queued.catch((error: unknown) => error);
      const runningOutcome = running.catch((error: unknown) => error);
      await pool.close();
      expect(await queuedOutcome).toBeInstanceOf(OcrBusyError);
      expect(await runningOutcome).toBeInstanceOf(OcrBusyError);
      expect(pool.load()).toEqual({ running: 0, waiting: 0 });
    });
  });
});
