// What an owner has not written yet (docs/product.md#connect-profile-editor).
export const nameFallback = 'Meu nome';
export const sloganFallback = 'Meu slogan';

/** Above the link fields of both editors (links as people type them: docs/product.md#links). */
export const linkFieldsHint =
  'Cole um link ou digite @usuario para Instagram, X, YouTube, TikTok e GitHub.';

/** A card page whose card is not the caller's, or no longer exists. */
export const cardNotFoundDescription =
  'Este cartão não está na sua conta ou não existe mais. Ele pode ter sido transferido para outra conta.';
