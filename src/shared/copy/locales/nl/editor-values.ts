// src/shared/copy/sentences/editor-values.ts in Dutch.
import { icu } from './language';

export const uploadLimitReachedMessage = icu<[megabytes: number, files: number]>(
  'Uploadlimiet bereikt: je afbeeldingen mogen samen {megabytes} MB en {files, plural, one {# bestand} other {# bestanden}} innemen. Verwijder afbeeldingen die je niet meer gebruikt van je kaarten en profielen en probeer het opnieuw (afbeeldingen die nergens worden gebruikt, worden binnen een dag verwijderd).',
  'megabytes',
  'files',
);
export const qrColoursTooCloseMessage = icu<[ratio: string]>(
  'Deze kleuren liggen te dicht bij elkaar om betrouwbaar te scannen: hun contrast is {ratio}:1 en QR-codes hebben minstens 4,5:1 nodig. Maak de voorgrond donkerder of de achtergrond lichter.',
  'ratio',
);
export const accentAdjustedMessage = icu<[chosen: string, used: string]>(
  'Tekst in je accentkleur wordt getoond als {used}: {chosen} zou op deze achtergrond slecht leesbaar zijn.',
  'chosen',
  'used',
);
