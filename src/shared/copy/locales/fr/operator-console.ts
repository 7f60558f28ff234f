// The operator console (/admin) and what it does to accounts, cards and profiles.
export const adminsOnly = 'Réservé aux administrateurs';
export const accountSuspended = 'Ce compte est suspendu. Contactez l’assistance.';
export const cannotSuspendYourself = 'Vous ne pouvez pas suspendre votre propre compte';
export const accountAlreadySuspended = 'Ce compte est déjà suspendu';
export const accountNotSuspended = 'Ce compte n’est pas suspendu';
export const accountAlreadyVerified =
  'Ce compte est déjà configuré ; envoyez plutôt une réinitialisation du mot de passe';
export const accountNotVerified =
  'Ce compte n’est pas encore configuré ; renvoyez plutôt l’invitation';
export const cardAlreadyOwned = 'La carte appartient déjà à ce compte';
export const profileAlreadyTakenDown = 'Ce profil a déjà été retiré';
export const profileNotTakenDown = 'Ce profil n’est pas retiré';
export const mailNotRetryable = 'Seuls les e-mails en échec ou en attente peuvent être renvoyés';
export const mailNotFound = 'E-mail introuvable';
export const reasonRequired = 'Veuillez indiquer un motif';
export const lastAdmin =
  'Le dernier administrateur ne peut pas être révoqué ; nommez d’abord un autre administrateur';
export const lastAdminCannotLeave =
  'Le dernier administrateur ne peut pas supprimer son compte ; nommez d’abord un autre administrateur';
export const profileTakenDownNotice =
  'Un administrateur a retiré ce profil : les visiteurs ne peuvent pas le voir.';
