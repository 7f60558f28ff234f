// What an owner has not written yet (docs/product.md#connect-profile-editor): the editors show
// them as placeholders, never as values; the public page prints the name's and leaves an
// unwritten slogan out.
export const nameFallback = 'Mein Name';
export const sloganFallback = 'Mein Slogan';

/** Above the link fields of both editors (links as people type them: docs/product.md#links). */
export const linkFieldsHint =
  'Fügen Sie einen Link ein oder tippen Sie @handle für Instagram, X, YouTube, TikTok und GitHub.';

/** A card page whose card is not the caller's, or no longer exists. */
export const cardNotFoundDescription =
  'Diese Karte ist nicht in Ihrem Konto oder existiert nicht mehr. Möglicherweise wurde sie in ein anderes Konto verschoben.';
