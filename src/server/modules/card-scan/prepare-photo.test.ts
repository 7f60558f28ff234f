import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '#server/lib/app-error';
import { CARD_PEOPLE, cardStyle, photographCard } from '#tests/support/business-cards';
import { preparePhoto } from './prepare-photo';

describe('preparePhoto', () => {
  it('finds how far each card is turned, to a tenth of a degree or two', async () => {
    for (const index of [0, 1, 2, 3, 4]) {
      const style = cardStyle(index);
      const photo = await photographCard(CARD_PEOPLE[index]!, style, index);
      const prepared = await preparePhoto(photo, 'test');
      expect(Math.abs(prepared.angle - style.angle), `card ${index}`).toBeLessThanOrEqual(0.25);
    }
    const held = { ...cardStyle(5), angle: -14 };
    const prepared = await preparePhoto(await photographCard(CARD_PEOPLE[5]!, held, 5), 'test');
    expect(Math.abs(prepared.angle - held.angle)).toBeLessThanOrEqual(0.25);
  });

  it('scales small and large photos of a card to the same text height', async () => {
    const style = cardStyle(0);
    const sizes = [900, 1800, 3000];
    const outputs: number[] = [];
    for (const width of sizes) {
      const photo = await photographCard(CARD_PEOPLE[0]!, { ...style, width }, 0);
      const prepared = await preparePhoto(photo, 'test');
      outputs.push((await sharp(prepared.png).metadata()).width);
      expect(prepared.scale * width).toBeGreaterThan(0);
    }
    // The card is drawn at each size, so straightened and scaled it comes out about as wide.
    const [smallest, , largest] = outputs as [number, number, number];
    expect(largest / smallest).toBeGreaterThan(0.85);
    expect(largest / smallest).toBeLessThan(1.15);
  });

  it('turns a photo upright by its EXIF orientation before anything else', async () => {
    const style = cardStyle(1);
    const upright = await photographCard(CARD_PEOPLE[1]!, style, 1, 'png');
    // Stored turned a quarter, with the orientation that says so, as a phone's camera does.
    const sideways = await sharp(upright)
      .rotate(-90)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const prepared = await preparePhoto(sideways, 'test');
    const { width, height } = await sharp(prepared.png).metadata();
    expect(width).toBeGreaterThan(height);
    expect(Math.abs(prepared.angle - style.angle)).toBeLessThanOrEqual(0.25);
  });

  it('refuses what is no JPEG, PNG or WebP by its bytes (415)', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    for (const bytes of [gif, Buffer.from('%PDF-1.7\n'), Buffer.alloc(0)]) {
      await expect(preparePhoto(bytes, 'test')).rejects.toMatchObject({
        constructor: AppError,
        status: 415,
      });
    }
  });
});
