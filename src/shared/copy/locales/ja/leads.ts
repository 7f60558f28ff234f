// Leads (docs/product.md#messages): the owner's work on the messages visitors send.
export const leadNoteTooLong = 'メモは2,000文字までです。';
export const leadChangeRequired = 'ステータス、メモ、またはその両方を送信してください。';
export const leadDeleted = 'リードを削除しました。';
/** The confirmation before a lead is erased (a visitor asked to be forgotten). */
export const deleteLeadWarning =
  'このリードをここから完全に消去します。CRMやWebhookにすでに送信されたコピーは削除されないため、そちらでも削除してください。';
export const noMatchingLeads = 'この検索に一致するリードはありません。';
export const leadStatusSaved = 'ステータスを保存しました';
export const leadArchived = 'リードをアーカイブしました';
export const leadNoteSaved = 'メモを保存しました';
export const leadFormIntro =
  'ページの「つながりましょう！」フォームで尋ねる内容です。訪問者には必須項目が表示され、各リードには入力された内容が保存されます。';
export const consentTextHint =
  '訪問者がオンにする必要のあるチェックボックスの横に表示されます。各リードには、同意した文とその日時が保存されます。チェックボックスが不要な場合は空欄にしてください。';
export const integrationNotFound = '連携が見つかりません。';

// The Integrations screens (the owner's and the team's): every CRM's connection.
export const crmFixedValuesIntro =
  'CRMに送信するすべてのレコードに設定される値です（例：リードソース「展示会」）。CRMに表示される項目から選んでください。';
export const crmFieldRepeated = 'この項目はすでに上で設定されています。';
export const crmTooManyFixedValues = '固定値は10個まで設定できます。';
export const crmFixedValuesSaved = '固定値を保存しました。';
export const crmRetryQueued = '再送信しています。';
export const crmFieldMapIntro =
  'リードの各項目が入力されるCRMの項目です。レコードは常にメールアドレスで識別されます。項目を送信しない場合は「送信しない」を選んでください。';
export const crmFieldMapSaved = 'マッピングを保存しました';
export const crmFieldsUnavailable =
  'CRMから項目の一覧を取得できなかったため、マッピングを変更できません。しばらくしてからもう一度お試しください。';
export const crmFieldsLoading = 'CRMの項目を読み込んでいます...';
export const crmFixedValueFieldRequired = 'この値を設定する項目を選んでください。';
export const crmFixedValueEmpty =
  'すべてのレコードに設定する値を入力するか、この行を削除してください。';
