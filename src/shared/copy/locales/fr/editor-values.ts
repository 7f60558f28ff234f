// src/shared/copy/sentences/editor-values.ts in French.
import { icu } from './language';

export const uploadLimitReachedMessage = icu<[megabytes: number, files: number]>(
  'Limite d’envoi atteinte : vos images peuvent occuper {megabytes} Mo et {files, plural, one {# fichier} other {# fichiers}} au total. Retirez de vos cartes et profils les images que vous n’utilisez plus, puis réessayez (les images inutilisées sont supprimées sous 24 heures).',
  'megabytes',
  'files',
);
export const qrColoursTooCloseMessage = icu<[ratio: string]>(
  'Ces couleurs sont trop proches pour être scannées de façon fiable : leur contraste est de {ratio}:1 et les codes QR exigent au moins 4,5:1. Foncez le premier plan ou éclaircissez l’arrière-plan.',
  'ratio',
);
export const accentAdjustedMessage = icu<[chosen: string, used: string]>(
  'Le texte dans votre couleur d’accent s’affiche en {used} : {chosen} serait difficile à lire sur ce fond.',
  'chosen',
  'used',
);
