// What an owner has not written yet (docs/product.md#connect-profile-editor): the editors show
// them as placeholders, never as values; the public page prints the name's and leaves an
// unwritten slogan out.
export const nameFallback = 'Il mio nome';
export const sloganFallback = 'Il mio slogan';

/** Above the link fields of both editors (links as people type them: docs/product.md#links). */
export const linkFieldsHint =
  'Incolla un link, oppure scrivi @nomeutente per Instagram, X, YouTube, TikTok e GitHub.';

/** A card page whose card is not the caller's, or no longer exists. */
export const cardNotFoundDescription =
  'Questo biglietto non è nel tuo account, oppure non esiste più. Potrebbe essere stato spostato in un altro account.';
