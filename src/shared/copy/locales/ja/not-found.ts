// Not found: a thing that does not exist and one the caller may not see read the same.
export const notFound = '見つかりません';
export const accountNotFound = 'アカウントが見つかりません';
export const cardNotFound = 'カードが見つかりません';
export const profileNotFound = 'プロフィールが見つかりません';
export const messageNotFound = 'メッセージが見つかりません';
export const contactNotFound = '連絡先が見つかりません';
