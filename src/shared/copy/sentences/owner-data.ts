// The owner's own data (Settings → Your Data): the download and the account's deletion.
export const accountDataTitle = 'Your Data';
export const accountDataDescription =
  'Download a copy of everything we hold about you, or delete your account.';
export const downloadMyData = 'Download my data';
export const downloadingMyData = 'Preparing...';
export const accountDataContents =
  'One JSON file: your account, cards, Connect profiles, received messages, subscription and links to your images.';
export const accountDataDownloadFailed = 'Your data could not be downloaded. Please try again.';
export const deleteAccountTitle = 'Delete account';
export const deleteAccountSummary = 'Deletes your account and everything in it for good.';
export const deleteAccountButton = 'Delete Account';
export const deleteAccountQuestion =
  'Your subscription ends at once. Your cards are wiped and released: their details, Connect profiles, handles, messages and Insights are deleted and their links stop working. Your images are deleted too. This cannot be undone.';
export const deleteAccountPasswordLabel = 'Your password';
export const deleteAccountConfirm = 'Delete my account';
export const deleteAccountKeep = 'No, keep my account';
export const deleteAccountFailed = 'Your account could not be deleted. Please try again.';
export const accountDeleted = 'Your account has been deleted.';
