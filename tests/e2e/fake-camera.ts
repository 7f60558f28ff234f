import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

/**
 * Chromium's fake camera (`--use-file-for-fake-video-capture`) plays a YUV4MPEG2 file in a loop:
 * these write one, made at test time, of a QR code or of any picture. Frames are I420 (4:2:0):
 * a full-resolution luma plane, then the two chroma planes at half width and half height, in
 * full range (`C420jpeg`), converted from RGB here with BT.601's coefficients.
 */
export interface RgbImage {
  width: number;
  height: number;
  /** 3 bytes a pixel, row after row. */
  data: Uint8Array;
}

/** The picture as one I420 frame (width and height even). */
function i420(image: RgbImage): Buffer {
  const { width, height, data } = image;
  const luma = Buffer.alloc(width * height);
  const cb = Buffer.alloc((width / 2) * (height / 2));
  const cr = Buffer.alloc((width / 2) * (height / 2));
  for (let i = 0; i < width * height; i += 1) {
    const [r, g, b] = [data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!];
    luma[i] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
  }
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      let [r, g, b] = [0, 0, 0];
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const p = ((y + dy) * width + x + dx) * 3;
        r += data[p]!;
        g += data[p + 1]!;
        b += data[p + 2]!;
      }
      [r, g, b] = [r / 4, g / 4, b / 4];
      const at = (y / 2) * (width / 2) + x / 2;
      cb[at] = Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
      cr[at] = Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
    }
  }
  return Buffer.concat([luma, cb, cr]);
}

/** Writes `image` as a video of `frames` identical frames at 10 frames a second. */
export function writeY4m(path: string, image: RgbImage, frames = 5) {
  if (image.width % 2 || image.height % 2) throw new Error('I420 needs an even width and height');
  const header = Buffer.from(
    `YUV4MPEG2 W${image.width} H${image.height} F10:1 Ip A1:1 C420jpeg\n`,
    'latin1',
  );
  const frame = Buffer.concat([Buffer.from('FRAME\n', 'latin1'), i420(image)]);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}

/**
 * A QR code of `text` (the qrcode package's modules, as a badge printer would draw them) on a
 * light grey background, as a camera sees a badge held in front of it: `module` pixels a module,
 * the 4-module quiet zone white, the code in the middle of a 640 × 480 frame.
 */
export function qrImage(text: string, { width = 640, height = 480, module = 5 } = {}): RgbImage {
  const code = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = code.modules.size;
  const side = (size + 8) * module;
  if (side > Math.min(width, height)) throw new Error(`a ${size}-module code does not fit`);
  const data = new Uint8Array(width * height * 3).fill(200);
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const mx = Math.floor(x / module) - 4;
      const my = Math.floor(y / module) - 4;
      const dark = mx >= 0 && my >= 0 && mx < size && my < size && code.modules.get(my, mx);
      data.fill(
        dark ? 20 : 250,
        ((top + y) * width + left + x) * 3,
        ((top + y) * width + left + x + 1) * 3,
      );
    }
  }
  return { width, height, data };
}
