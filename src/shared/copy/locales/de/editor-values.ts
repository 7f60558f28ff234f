// src/shared/copy/sentences/editor-values.ts in German.
import { icu } from './language';

export const uploadLimitReachedMessage = icu<[megabytes: number, files: number]>(
  'Upload-Limit erreicht: Ihre Bilder dürfen insgesamt {megabytes} MB und {files, plural, one {# Datei} other {# Dateien}} umfassen. Entfernen Sie nicht mehr verwendete Bilder von Ihren Karten und Profilen und versuchen Sie es dann erneut (Bilder, die nirgends verwendet werden, werden innerhalb eines Tages gelöscht).',
  'megabytes',
  'files',
);
export const qrColoursTooCloseMessage = icu<[ratio: string]>(
  'Diese Farben sind sich zu ähnlich, um zuverlässig gescannt zu werden: Ihr Kontrast beträgt {ratio}:1, QR-Codes brauchen mindestens 4,5:1. Machen Sie den Vordergrund dunkler oder den Hintergrund heller.',
  'ratio',
);
export const accentAdjustedMessage = icu<[chosen: string, used: string]>(
  'Text in Ihrer Akzentfarbe erscheint als {used}: {chosen} wäre auf diesem Hintergrund schwer lesbar.',
  'chosen',
  'used',
);
