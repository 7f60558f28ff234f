// The public profile page's own words (src/shared/copy/sentences/public-page.ts).
import { icu } from './language';

export const visitorPageDownloadContact = '連絡先を保存';
export const visitorPageShare = '共有';
export const visitorPageCopied = 'コピーしました';
export const visitorPageLetsConnect = 'お問い合わせ';
export const visitorPageSendMessage = 'メッセージを送信';
export const visitorPageSending = '送信中...';
export const visitorPageName = 'お名前';
export const visitorPageEmail = 'メールアドレス';
export const visitorPageCompany = '会社名';
export const visitorPageJobTitle = '役職';
export const visitorPagePhone = '電話番号';
export const visitorPageMessage = 'メッセージ';
export const visitorPageOptional = '（任意）';
export const visitorPageFieldRequired = icu<[field: string]>('{field}は必須です', 'field');
export const visitorPageWhoAnswers = icu<[name: string]>(
  '{name}から、ご入力いただいたメールアドレスに返信があります。',
  'name',
);
export const visitorPageSaveContact = icu<[name: string]>('{name}の連絡先を保存', 'name');
export const visitorPageEmailMeContact = icu<[name: string]>(
  '{name}の連絡先をメールで受け取る',
  'name',
);
export const visitorPageCall = '電話';
export const visitorPageText = 'SMS';
export const visitorPageEmailRow = 'メール';
export const visitorPageDirections = '経路';
export const visitorPageWebsite = 'ウェブサイト';
export const visitorPageBookMeeting = 'ミーティングを予約';
export const visitorPageLink = 'リンク';
export const visitorPageContactList = '連絡先';
export const visitorPageSocialLinks = 'SNS';
export const visitorPagePoweredBy = icu<[brand: string]>('{brand}で作成', 'brand');
export const visitorPageJoinClub = 'Catalyst Clubに参加する';
export const visitorPageLanguages = '言語';
export const visitorPageAccessibility = 'アクセシビリティ';
export const visitorPageDescription = 'Catalyst Connectでつながりましょう';
export const visitorPageTitleAtCompany = icu<[title: string, company: string]>(
  '{company}の{title}',
  'title',
  'company',
);
export const visitorPageInAppHint = icu<[app: string, platform: string]>(
  '{platform, select, ios {{app}のアプリ内で開いていますか？ここでは連絡先を保存できません。•••をタップして「ブラウザで開く」（または「Safariで開く」）を選び、「連絡先を保存」をタップしてください。} android {{app}のアプリ内で開いていますか？ここでは連絡先を保存できません。⋮をタップして「ブラウザで開く」（または「Chromeで開く」）を選び、「連絡先を保存」をタップしてください。} other {{app}のアプリ内で開いていますか？ここでは連絡先を保存できません。アプリのメニューからこのページをブラウザで開き、「連絡先を保存」をタップしてください。}}',
  'app',
  'platform',
);
export const visitorPageNotFoundTitle = 'プロフィールが見つかりません';
export const visitorPageNotFoundHeading = 'このプロフィールは存在しません';
export const visitorPageNotFoundText =
  'リンクが間違っているか、所有者によって変更または削除された可能性があります。';
export const visitorPageGetYourCard = '自分だけのCatalystカードを手に入れる';
export const visitorPageLimited = icu<[minutes: number]>(
  'リクエストが多すぎます。{minutes, plural, other {#分}}後にもう一度お試しください。',
  'minutes',
);
export const visitorPageLanguageField = 'ページの言語';
export const visitorPageLanguageVisitors = '訪問者の言語';
export const visitorPageLanguageHelp =
  '訪問者の言語がこの中にあれば、ページはその言語で表示されます。それ以外の場合は、ここで選んだ言語で表示されます。ご自身で入力した内容は翻訳されません。';
