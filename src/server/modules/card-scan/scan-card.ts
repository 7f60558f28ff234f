import type { AppDeps } from '#server/app-deps';
import { AppError } from '#server/lib/app-error';
import { assertWithin, limitersPerApp } from '#server/lib/attempt-limiter';
import { OcrBusyError, OcrTimeoutError, type OcrResult } from '#server/lib/ocr-pool';
import { COPY } from '#shared/copy';
import type { ScanResult } from '#shared/schemas/capture';
import { defaultCountry } from './default-country';
import { ocrLines } from './ocr-lines';
import { parseCardText } from './parse-card-text';
import { preparePhoto } from './prepare-photo';

/** Scans one owner may ask for in a minute: a booth's busiest minute, not a script's. */
export const SCANS_PER_MINUTE = 30;

const scanLimiter = limitersPerApp((deps: Pick<AppDeps, 'createLimiter'>) =>
  deps.createLimiter('card-scans', 60),
);

/**
 * POST /api/leads/scan: the text of a photographed paper card and the fields read from it
 * (docs/product.md#capture). Nothing is stored: the owner checks the fields, then captures the
 * lead. Counted before the body is read (429 past SCANS_PER_MINUTE); the photo is prepared
 * (prepare-photo.ts) and read on an OCR worker thread, and a scan past the pool's deadline, or
 * one that finds the queue full, is a 503 the owner can act on.
 */
export async function scanCard(
  deps: Pick<AppDeps, 'createLimiter' | 'ocr'>,
  request: {
    ownerId: string;
    readFile: () => Promise<Buffer>;
    country: string | undefined;
    acceptLanguage: string | undefined;
  },
): Promise<ScanResult> {
  const taken = await scanLimiter(deps).take(request.ownerId);
  assertWithin(taken, SCANS_PER_MINUTE, COPY.scanTooMany);
  const bytes = await request.readFile();
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', COPY.unableToFindFile);
  // From the photo's arrival: a slow upload is the network's, not the scan's.
  const deadline = Date.now() + deps.ocr.timeoutMs;
  const photo = await preparePhoto(bytes, request.ownerId);
  const read = await recognize(deps, { png: photo.png, deadline });
  const lines = ocrLines(read.tsv);
  const text = lines.join('\n');
  const country = defaultCountry(request.country, request.acceptLanguage);
  return {
    fields: parseCardText(text, country ? { defaultCountry: country } : {}),
    text,
    confidence: Math.round(read.confidence),
  };
}

async function recognize(
  deps: Pick<AppDeps, 'ocr'>,
  { png, deadline }: { png: Buffer; deadline: number },
): Promise<OcrResult> {
  try {
    return await deps.ocr.recognize(png, deadline);
  } catch (error) {
    if (error instanceof OcrTimeoutError) {
      throw new AppError('SERVICE_UNAVAILABLE', COPY.scanTooSlow);
    }
    if (error instanceof OcrBusyError) throw new AppError('SERVICE_UNAVAILABLE', COPY.scanBusy);
    throw error;
  }
}
