// What an owner has not written yet (docs/product.md#connect-profile-editor).
export const nameFallback = 'اسمي';
export const sloganFallback = 'شعاري';

/** Above the link fields of both editors (links as people type them: docs/product.md#links). */
export const linkFieldsHint =
  'الصق رابطًا، أو اكتب @المعرّف لحسابات Instagram وX وYouTube وTikTok وGitHub.';

/** A card page whose card is not the caller's, or no longer exists. */
export const cardNotFoundDescription =
  'هذه البطاقة ليست في حسابك، أو لم تعد موجودة. ربما نُقلت إلى حساب آخر.';
