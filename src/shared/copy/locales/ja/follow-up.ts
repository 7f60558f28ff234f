// The follow-up e-mail to leads (docs/product.md#follow-up) and a lead's card photo
// (docs/product.md#card-photos).
/** The follow-up e-mail an owner who never saved one sends: it must read well for any lead. */
export const followUpDefaultSubject = '{event}ではありがとうございました';
// One literal, not a joined list: a call at the top of a module is kept in every bundle.
export const followUpDefaultBody =
  '{firstName}様\n\n{event}ではお時間をいただき、ありがとうございました。お会いできてうれしく思います。\n\n私の連絡先を添付しましたので、いつでもお気軽にご連絡ください。ご質問がある場合や、お話の続きをご希望の場合は、このメールにそのままご返信ください。\n\n今後ともどうぞよろしくお願いいたします。\n\n{ownerName}';
/** What `{event}` reads as for a lead captured at no event (the default text reads well with it). */
export const followUpNoEventPhrase = 'イベント';
/** What `{firstName}` reads as for a lead without a name ("ご担当者様"). */
export const followUpNoFirstName = 'ご担当者';
export const followUpSubjectRequired = 'メールの件名を入力してください';
export const followUpBodyRequired = 'メールの本文を入力してください';
export const followUpLeadsRequired = 'リードを1件以上選択してください';
export const followUpTooManyLeads = 'フォローアップは一度に200件のリードまで送信できます';
export const followUpLeadNotFound =
  '選択したリードの1件がリストにありません。リストを再読み込みして、もう一度お試しください';
export const followUpBodyControlCharacters =
  '本文には改行とタブを使用できますが、その他の制御文字は使用できません';
export const followUpTemplateSaved = '次回のためにテンプレートを保存しました';
export const unsupportedPhotoType = 'アップロードできるのはJPEG、PNG、WebPの写真のみです';
export const leadPhotoNotFound = 'このリードには名刺の写真がありません';
export const leadPhotoUnavailable = '名刺の写真を読み込めませんでした';
export const followUpPlaceholdersHint =
  'プレースホルダー：{firstName}、{event}、{ownerName} はリードごとに置き換えられます。';
export const followUpSelectLeads =
  'フォローアップするリードを、横のチェックボックスで選択してください。';
