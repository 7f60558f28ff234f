// The owner's own data (Settings → Your Data): the download and the account's deletion.
export const accountDataTitle = 'Vos données';
export const accountDataDescription =
  'Téléchargez une copie de tout ce que nous détenons sur vous, ou supprimez votre compte.';
export const downloadMyData = 'Télécharger mes données';
export const downloadingMyData = 'Préparation...';
export const accountDataContents =
  'Un fichier JSON : votre compte, vos cartes, vos profils Connect, les messages reçus, votre abonnement et les liens vers vos images.';
export const accountDataDownloadFailed =
  'Impossible de télécharger vos données. Veuillez réessayer.';
export const deleteAccountTitle = 'Supprimer le compte';
export const deleteAccountSummary = 'Supprime définitivement votre compte et tout son contenu.';
export const deleteAccountButton = 'Supprimer le compte';
export const deleteAccountQuestion =
  'Votre abonnement prend fin immédiatement. Vos cartes sont effacées et libérées : leurs informations, profils Connect, identifiants, messages et Insights sont supprimés et leurs liens cessent de fonctionner. Vos images sont également supprimées. Cette action est irréversible.';
export const deleteAccountPasswordLabel = 'Votre mot de passe';
export const deleteAccountConfirm = 'Supprimer mon compte';
export const deleteAccountKeep = 'Non, conserver mon compte';
export const deleteAccountFailed = 'Impossible de supprimer votre compte. Veuillez réessayer.';
export const accountDeleted = 'Votre compte a été supprimé.';
