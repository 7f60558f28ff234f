// src/shared/copy/sentences/public-page-values.ts in Japanese.
import { icu } from './language';

export const inAppBrowserIosHint = icu<[app: string]>(
  '{app}の中で開いていますか？ここでは連絡先を保存できません。•••をタップして「ブラウザで開く」（または「Safariで開く」）を選び、「連絡先をダウンロード」をタップしてください。',
  'app',
);
export const inAppBrowserAndroidHint = icu<[app: string]>(
  '{app}の中で開いていますか？ここでは連絡先を保存できません。⋮をタップして「ブラウザで開く」（または「Chromeで開く」）を選び、「連絡先をダウンロード」をタップしてください。',
  'app',
);
export const inAppBrowserOtherHint = icu<[app: string]>(
  '{app}の中で開いていますか？ここでは連絡先を保存できません。アプリのメニューからこのページをブラウザで開き、「連絡先をダウンロード」をタップしてください。',
  'app',
);
export const whoAnswersMessage = icu<[name: string]>(
  '{name}から、ご入力いただいたメールアドレスに返信します。',
  'name',
);
export const saveContactLabel = icu<[name: string]>('{name}の連絡先を保存', 'name');
export const emailMeContactLabel = icu<[ownerName: string]>(
  '{ownerName}の連絡先をメールで受け取る',
  'ownerName',
);
export const cardBeingHandedOverMessage = icu<[teamName: string]>(
  'このカードは{teamName}の新しい担当者に引き継がれる予定です。',
  'teamName',
);
export const consentSuggestionNamed = icu<[firstName: string]>(
  '{firstName}から製品やサービスについて連絡を受けることに同意します。',
  'firstName',
);
export const consentSuggestionUnnamed =
  'このカードの持ち主から製品やサービスについて連絡を受けることに同意します。';
