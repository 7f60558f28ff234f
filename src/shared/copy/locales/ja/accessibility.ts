// The accessibility statement (src/shared/copy/sentences/accessibility.ts).
import { icu } from './language';

export const accessibilityTitle = 'アクセシビリティ方針';
export const accessibilityIntro =
  'Catalyst Connect は、カードの持ち主、そのチーム、そしてカードのページを開くすべての訪問者にとって使いやすいことを目指しています。この方針は、このアドレスの公開プロフィールページ、カードの持ち主向けアプリ、ログイン前の画面を対象とします。';
export const accessibilityConformanceHeading = 'アクセシビリティの状況';
export const accessibilityConformance =
  'Web Content Accessibility Guidelines（WCAG）2.2 のレベル AA を目標としています。リリースのたびに、すべての画面を axe-core の WCAG 2.0・2.1（A および AA）の自動ルールで、スマートフォンとデスクトップの幅、ライトとダークのテーマで検査し、重大（serious）または致命的（critical）な問題がないことを確認しています。また、各画面をキーボードだけで操作し、すべての操作要素に到達でき、フォーカスの位置が見えることを確認しています。';
export const accessibilityPartial =
  '自動検査ではすべてを判定できないため、本製品は WCAG 2.2 AA に部分的に適合しています。把握している例外を以下に示します。';
export const accessibilityLanguagesHeading = '言語';
export const accessibilityLanguages =
  'ページは、訪問者の言語が対応する 9 言語のいずれかであればその言語で表示され、アラビア語では右から左に表示されます。各公開ページの下部にある言語メニューで切り替えられます。';
export const accessibilityKnownHeading = '適合していないことが分かっている点';
export const accessibilityKnownOwnerWords =
  'カードの持ち主が書いた文字（名前、役職、スローガン、ボタンのラベル）にはその言語が指定されていないため、スクリーンリーダーがページの言語の発音で読み上げる場合があります（WCAG 3.1.2）。';
export const accessibilityKnownImages =
  '写真やロゴは、写っている内容ではなく、その人物や会社の名前で説明されます。';
export const accessibilityKnownCamera =
  '紙の名刺やバッジをカメラで読み取るには視覚が必要です。読み取りで入力される項目は、すべて手入力することもできます。';
export const accessibilityKnownThirdParty =
  '支払い、請求書、会社アカウントでのログインでは、決済サービスや ID プロバイダーのページが開きます。これらのページには各社のアクセシビリティ方針が適用されます。';
export const accessibilityReportHeading = '問題を報告する';
export const accessibilityReport = icu<[email: string]>(
  'ページや画面の利用に支障がある場合は、ページのアドレスと発生した内容を添えて {email} までご連絡ください。すべての報告にお返事します。',
  'email',
);
export const accessibilityReviewed = icu<[date: number]>(
  'この方針の最終確認日：{date, date, long}',
  'date',
);
export const accessibilityKnownTargetSize =
  '一部のチェックボックスや小さなリンクは、WCAG 2.2 が操作対象に求める 24 × 24 ピクセル（2.5.8）より小さくなっています。自動検査にはまだこのルールが含まれていません。';
