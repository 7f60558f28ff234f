import type { CardConfiguration } from '../schemas/cards';

/**
 * The downloaded QR image is named `{firstName}-{lastName}-QR.png` (the SVG for print shops
 * likewise; docs/product.md#card-tab), with only letters, digits and hyphens so every file
 * system takes it.
 */
export function qrFileName(
  config: Pick<CardConfiguration, 'firstName' | 'lastName'>,
  extension: 'png' | 'svg',
): string {
  const base = `${config.firstName || 'My'}-${config.lastName || 'Card'}`.replace(
    /[^\p{L}\p{N}-]+/gu,
    '',
  );
  return `${base}-QR.${extension}`;
}
