// The Connect profile's design (decision 045).
export const accentColourFormat = 'アクセントカラーは #1a2b3c のような色にしてください';
export const designPresetUnknown = '用意されたデザインから選んでください';
export const designFontUnknown = '用意されたフォントから選んでください';
export const designButtonStyleUnknown =
  'ボタンのスタイルは filled、outline、pill のいずれかにしてください';
export const designLayoutUnknown = 'レイアウトは centered か left にしてください';
export const designSaved = 'デザインを保存しました';
export const coverImageUrlFormat = 'カバー画像はアップロード済みの画像のアドレスにしてください';
export const coverMustBeCoverUpload =
  'カバー画像はカバーとしてアップロードしてください。バナーに切り抜かれ、各画面に合わせたサイズになります';
export const coverUploadHint = '横長の画像がおすすめです。3:1のバナーに切り抜かれます。';
export const templateThemeContradictsPreset =
  'プロフィールのテーマはプロフィールのデザインと一致させてください。テーマを指定しないか、そのテーマのデザインを選んでください';
export const teamTemplateDesignIntro =
  '各メンバーのConnectページの見た目です。会社の設定を保つ部分はロックしてください。それ以外は各メンバーが変更できます。';
export const templateEachMembersChoice = '各メンバーが選択';
