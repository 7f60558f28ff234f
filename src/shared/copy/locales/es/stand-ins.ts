// What an owner has not written yet (docs/product.md#connect-profile-editor).
export const nameFallback = 'Mi nombre';
export const sloganFallback = 'Mi eslogan';

/** Above the link fields of both editors (links as people type them: docs/product.md#links). */
export const linkFieldsHint =
  'Pega un enlace o escribe @usuario para Instagram, X, YouTube, TikTok y GitHub.';

/** A card page whose card is not the caller's, or no longer exists. */
export const cardNotFoundDescription =
  'Esta tarjeta no está en tu cuenta o ya no existe. Puede que se haya movido a otra cuenta.';
