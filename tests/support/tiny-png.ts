import sharp from 'sharp';

/** A small real PNG, `width` x `height` of one blue, for uploads a test only needs to succeed. */
export function tinyPng(width = 8, height = 8): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
}
