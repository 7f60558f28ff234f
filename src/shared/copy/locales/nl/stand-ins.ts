// What an owner has not written yet (docs/product.md#connect-profile-editor): the editors show
// them as placeholders, never as values; the public page prints the name's and leaves an
// unwritten slogan out.
export const nameFallback = 'Mijn naam';
export const sloganFallback = 'Mijn slogan';

/** Above the link fields of both editors (links as people type them: docs/product.md#links). */
export const linkFieldsHint =
  'Plak een link, of typ @gebruikersnaam voor Instagram, X, YouTube, TikTok en GitHub.';

/** A card page whose card is not the caller's, or no longer exists. */
export const cardNotFoundDescription =
  'Deze kaart staat niet in je account, of bestaat niet meer. Misschien is hij naar een ander account verplaatst.';
