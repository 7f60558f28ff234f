import { textOfQrBytes } from './qr-bytes';

/** Which decoder reads QR codes on this browser (decision 071). */
export type QrDecoderName = 'BarcodeDetector' | 'jsQR';

export interface QrDecoder {
  name: QrDecoderName;
  /** The text of a QR code in the picture (a video's current frame, a photo), or null. */
  decode(source: HTMLVideoElement | ImageBitmap, still?: boolean): Promise<string | null>;
}

/** The Shape Detection API's detector, where the browser has one (not in TypeScript's DOM). */
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): {
    detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
  };
  getSupportedFormats(): Promise<string[]>;
}

function barcodeDetectorClass(): BarcodeDetectorClass | undefined {
  return (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
}

/** Whether the browser reads QR codes itself: Chrome on Android and macOS, Safari 17+ partly. */
export async function hasNativeQrDetector(): Promise<boolean> {
  const Detector = barcodeDetectorClass();
  if (!Detector) return false;
  try {
    return (await Detector.getSupportedFormats()).includes('qr_code');
  } catch {
    return false;
  }
}

/** jsQR, fetched only by a browser without a detector of its own (its chunk: decision 071). */
const loadJsQr = () => import('jsqr').then((module) => module.default);

/** Fetches what this browser's decoder needs, so it works offline once the screen was online. */
export async function preloadQrDecoder(): Promise<void> {
  if (!(await hasNativeQrDetector())) await loadJsQr();
}

/**
 * The long side frames are read at with jsQR: a badge's QR code held at arm's length spans a
 * quarter of the frame or more, 3 pixels a module at 800; more costs time on every frame.
 * A chosen photo is read larger, where the code may be small.
 */
const FRAME_SIDE = 800;
const STILL_SIDE = 1600;

export async function createQrDecoder(): Promise<QrDecoder> {
  const Detector = barcodeDetectorClass();
  if (Detector && (await hasNativeQrDetector())) {
    const detector = new Detector({ formats: ['qr_code'] });
    return {
      name: 'BarcodeDetector',
      async decode(source) {
        const [found] = await detector.detect(source);
        return found?.rawValue || null;
      },
    };
  }
  const jsQR = await loadJsQr();
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  let frame = 0;
  return {
    name: 'jsQR',
    async decode(source, still = false) {
      const width = source instanceof HTMLVideoElement ? source.videoWidth : source.width;
      const height = source instanceof HTMLVideoElement ? source.videoHeight : source.height;
      if (!context || !width || !height) return null;
      const scale = Math.min(1, (still ? STILL_SIDE : FRAME_SIDE) / Math.max(width, height));
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(height * scale);
      context.drawImage(source, 0, 0, canvas.width, canvas.height);
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
      // Light-on-dark codes (some badges) are read every other frame: trying both ways on
      // every frame would double the time each one takes.
      frame += 1;
      const inversionAttempts = still ? 'attemptBoth' : frame % 2 ? 'dontInvert' : 'onlyInvert';
      const found = jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts });
      return found ? textOfQrBytes(found.binaryData, found.data) || null : null;
    },
  };
}

/** How often a frame is read: a detector of the browser's own is quick, jsQR takes tens of ms. */
export const SCAN_INTERVAL_MS: Record<QrDecoderName, number> = {
  BarcodeDetector: 150,
  jsQR: 250,
};
