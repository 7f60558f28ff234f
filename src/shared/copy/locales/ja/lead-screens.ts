// The owner's Messages screen (docs/product.md#messages): the lead list, a lead's tools, its
// CRM status and the follow-up mail.

// A lead's CRM status.
export const leadsUiWaiting = '待機中';
export const leadsUiCrm = 'CRM';
export const leadsUiRetry = '再試行';

// The bar of the selected leads.
export const leadsUiSelectAll = 'すべて選択';
export const leadsUiSendFollowUp = 'フォローアップを送信';

// The follow-up mail's dialog.
export const leadsUiSubject = '件名';
export const leadsUiText = '本文';

// The lead list's filters.
export const leadsUiSearch = '検索';
export const leadsUiNameEmailOrCompany = '名前、メールアドレス、会社名';
export const leadsUiAllButArchived = 'アーカイブ以外すべて';

// A lead's tools: status, archive, delete, note.
export const leadsUiArchive = 'アーカイブ';
export const leadsUiSaveNote = 'メモを保存';
export const leadsUiYesDeleteIt = 'はい、削除します';

// The Messages page: the list and a lead's details.
export const leadsUiUnread = '未読';
export const leadsUiSource = '経路';
export const leadsUiConsent = '同意';
export const leadsUiReplyByEmail = 'メールで返信';
export const leadsUiSaveAsContact = '連絡先に保存';
export const leadsUiExportCsv = 'CSV をエクスポート';
export const leadsUiNoMessagesYet = 'メッセージはまだありません';
export const leadsUiWhenVisitorsUseTheLetsConnect =
  '訪問者がプロフィールの「Let’s Connect!」フォームを使うと、そのメッセージがここに表示されます。';
export const leadsUiUnreadOnly = '未読のみ';
export const leadsUiAllCards = 'すべてのカード';
