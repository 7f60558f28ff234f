// What an owner has not written yet (docs/product.md#connect-profile-editor): the editors show
// them as placeholders, never as values; the public page prints the name's and leaves an
// unwritten slogan out.
export const nameFallback = 'Mon nom';
export const sloganFallback = 'Mon slogan';

/** Above the link fields of both editors (links as people type them: docs/product.md#links). */
export const linkFieldsHint =
  'Collez un lien, ou tapez @identifiant pour Instagram, X, YouTube, TikTok et GitHub.';

/** A card page whose card is not the caller's, or no longer exists. */
export const cardNotFoundDescription =
  'Cette carte n’est pas dans votre compte, ou elle n’existe plus. Elle a peut-être été transférée vers un autre compte.';
