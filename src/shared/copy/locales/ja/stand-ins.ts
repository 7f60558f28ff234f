// What an owner has not written yet (docs/product.md#connect-profile-editor).
export const nameFallback = '名前';
export const sloganFallback = 'スローガン';

/** Above the link fields of both editors (links as people type them: docs/product.md#links). */
export const linkFieldsHint =
  'リンクを貼り付けるか、Instagram、X、YouTube、TikTok、GitHubは @ハンドル を入力してください。';

/** A card page whose card is not the caller's, or no longer exists. */
export const cardNotFoundDescription =
  'このカードはあなたのアカウントにないか、もう存在しません。別のアカウントに移動された可能性があります。';
