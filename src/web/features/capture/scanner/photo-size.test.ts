import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_SIDE, photoSize } from './photo-size';

describe('the size a card photo is sent at', () => {
  it.each([
    // A phone's 12-megapixel photo, landscape and portrait.
    [
      { width: 4032, height: 3024 },
      { width: 2000, height: 1500 },
    ],
    [
      { width: 3024, height: 4032 },
      { width: 1500, height: 2000 },
    ],
    // 48 megapixels, and a camera frame of 1080p (kept: under the limit).
    [
      { width: 8064, height: 6048 },
      { width: 2000, height: 1500 },
    ],
    [
      { width: 1920, height: 1080 },
      { width: 1920, height: 1080 },
    ],
    // Exactly at the limit, one pixel over, a square.
    [
      { width: 2000, height: 1000 },
      { width: 2000, height: 1000 },
    ],
    [
      { width: 2001, height: 1000 },
      { width: 2000, height: 1000 },
    ],
    [
      { width: 2500, height: 2500 },
      { width: 2000, height: 2000 },
    ],
    // A panorama's thin side never rounds to nothing.
    [
      { width: 20000, height: 50 },
      { width: 2000, height: 5 },
    ],
    [
      { width: 50000, height: 3 },
      { width: 2000, height: 1 },
    ],
    // Small photos are never enlarged.
    [
      { width: 640, height: 480 },
      { width: 640, height: 480 },
    ],
    [
      { width: 1, height: 1 },
      { width: 1, height: 1 },
    ],
  ])('%j is sent at %j', (image, expected) => {
    expect(photoSize(image)).toEqual(expected);
  });

  it('keeps the proportions within a pixel', () => {
    for (const [width, height] of [
      [4000, 3000],
      [3264, 2448],
      [4624, 3468],
      [2448, 3264],
      [5712, 4284],
    ] as const) {
      const sent = photoSize({ width, height });
      expect(Math.max(sent.width, sent.height)).toBe(PHOTO_MAX_SIDE);
      expect(Math.abs(sent.width / sent.height - width / height)).toBeLessThan(0.002);
    }
  });
});
