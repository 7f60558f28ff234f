// The operator console's screens: what each action's confirmation says, and its toast.
export const adminSuspendQuestion =
  'Le titulaire est immédiatement déconnecté partout et ne peut plus se connecter tant que le compte n’est pas réactivé.';
export const adminUnsuspendQuestion = 'Le titulaire peut de nouveau se connecter.';
export const adminResendInvitationQuestion =
  'Un nouveau lien d’invitation est envoyé à l’adresse du compte.';
export const adminSendPasswordResetQuestion =
  'Un lien de réinitialisation du mot de passe est envoyé à l’adresse du compte.';
export const adminMoveCardQuestion =
  'La carte passe au compte de cette adresse e-mail. Une adresse sans compte est invitée à en créer un. Les coordonnées, le profil Connect, les messages des visiteurs et les Insights de l’ancien titulaire sont effacés, sauf si vous les conservez.';
export const adminKeepOwnerDataLabel = 'Conserver les données de l’ancien titulaire sur la carte';
export const adminKeepOwnerDataHint =
  'Uniquement si le nouveau titulaire est la même personne (une autre de ses adresses) : ses coordonnées, son profil Connect, les messages des visiteurs et les Insights suivent la carte. Consigné dans le journal d’audit.';
export const adminTakeDownQuestion =
  'Les visiteurs verront que ce profil n’existe pas jusqu’à sa restauration. Le titulaire voit le motif dans l’éditeur de profil.';
export const adminRestoreQuestion = 'Les visiteurs pourront de nouveau voir ce profil.';
export const adminRetryMailQuestion = 'L’e-mail est renvoyé immédiatement.';
export const adminReasonHint = 'Consigné dans le journal d’audit.';
export const adminAccountSuspended = 'Compte suspendu';
export const adminAccountUnsuspended = 'Compte réactivé';
export const adminInvitationSent = 'Invitation envoyée';
export const adminPasswordResetSent = 'Lien de réinitialisation du mot de passe envoyé';
export const adminProfileTakenDown = 'Profil retiré';
export const adminProfileRestored = 'Profil restauré';
export const adminMailRetried = 'L’e-mail va être renvoyé';
export const adminNoAccounts = 'Aucun compte ne correspond à cette recherche.';
export const adminNoFailedMail = 'Aucun e-mail en échec.';
export const adminNoPendingMail = 'Aucun e-mail en attente d’envoi.';
export const adminNoUnassignedCards = 'Chaque carte a un titulaire.';
export const adminNoAuditEntries = 'Aucune entrée du journal d’audit ne correspond à ces filtres.';
