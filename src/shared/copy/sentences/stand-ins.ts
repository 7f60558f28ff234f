// What an owner has not written yet (docs/product.md#connect-profile-editor): the editors show
// them as placeholders, never as values; the public page prints the name's and leaves an
// unwritten slogan out.
export const nameFallback = 'My Name';
export const sloganFallback = 'My Slogan';

/** Above the link fields of both editors (links as people type them: docs/product.md#links). */
export const linkFieldsHint =
  'Paste a link, or type @handle for Instagram, X, YouTube, TikTok and GitHub.';

/** A card page whose card is not the caller's, or no longer exists. */
export const cardNotFoundDescription =
  'This card is not in your account, or it no longer exists. It may have been moved to another account.';
