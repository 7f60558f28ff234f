// Scanning a paper card (docs/product.md#capture): POST /api/leads/scan's answers.
export const scanNotAnImage = 'Un scan de carte doit être une photo JPEG, PNG ou WebP';
export const scanTooSlow =
  'La lecture de la carte a pris trop de temps. Réessayez avec une photo plus nette, ou saisissez les informations';
export const scanBusy =
  'Trop de cartes sont en cours de lecture. Réessayez dans un instant, ou saisissez les informations';
export const scanTooMany =
  'Vous avez scanné beaucoup de cartes au cours de la dernière minute. Patientez un instant';
