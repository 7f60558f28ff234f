// src/shared/copy/sentences/editor-values.ts in Spanish.
import { icu } from './language';

export const uploadLimitReachedMessage = icu<[megabytes: number, files: number]>(
  'Límite de subida alcanzado: tus imágenes pueden ocupar {megabytes} MB y {files, plural, one {# archivo} other {# archivos}} en total. Quita de tus tarjetas y perfiles las imágenes que ya no uses y vuelve a intentarlo (las imágenes que nada usa se eliminan en un día).',
  'megabytes',
  'files',
);
export const qrColoursTooCloseMessage = icu<[ratio: string]>(
  'Estos colores son demasiado parecidos para escanearse bien: su contraste es {ratio}:1 y los códigos QR necesitan al menos 4,5:1. Oscurece el primer plano o aclara el fondo.',
  'ratio',
);
export const accentAdjustedMessage = icu<[chosen: string, used: string]>(
  'El texto en tu color de acento se muestra como {used}: {chosen} sería difícil de leer sobre este fondo.',
  'chosen',
  'used',
);
