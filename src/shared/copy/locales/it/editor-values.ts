// src/shared/copy/sentences/editor-values.ts in Italian.
import { icu } from './language';

export const uploadLimitReachedMessage = icu<[megabytes: number, files: number]>(
  'Limite di caricamento raggiunto: le immagini possono occupare in tutto {megabytes} MB e {files, plural, one {# file} other {# file}}. Rimuovi dai biglietti e dai profili le immagini non più usate, poi riprova (le immagini non usate da nulla vengono eliminate entro un giorno).',
  'megabytes',
  'files',
);
export const qrColoursTooCloseMessage = icu<[ratio: string]>(
  'Questi colori sono troppo simili per una scansione affidabile: il loro contrasto è {ratio}:1 e i codici QR richiedono almeno 4,5:1. Scurisci il primo piano o schiarisci lo sfondo.',
  'ratio',
);
export const accentAdjustedMessage = icu<[chosen: string, used: string]>(
  'Il testo nel colore d’accento appare come {used}: {chosen} sarebbe difficile da leggere su questo sfondo.',
  'chosen',
  'used',
);
