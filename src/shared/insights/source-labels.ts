/**
 * How a visit's source (`?src=`) reads to owners, the same in Insights, the lead lists and their
 * CSVs (docs/product.md#messages): 'QR code', 'NFC tap', 'Direct link', ...
 */
const SOURCE_LABELS: Record<string, string> = {
  qr: 'QR code',
  nfc: 'NFC tap',
  wallet: 'Wallet pass',
  email: 'E-mail signature',
  link: 'Direct link',
  other: 'Other',
  // A lead met in person (docs/product.md#capture): how the owner captured it.
  scan: 'Scanned card',
  badge: 'Badge',
  manual: 'Entered by hand',
};

/** A source as owners say it; a referring site keeps its domain (linkedin.com). */
export function sourceLabel(source: string): string {
  return SOURCE_LABELS[source] ?? source;
}
