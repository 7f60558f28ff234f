// The original wording, reproduced exactly (docs/product.md#wording), typos included.
export const invalidLogin = 'Échec de la connexion';
export const emailMissing = 'Vous devez saisir une adresse e-mail pour vous connecter';
export const unexpectedLoadError = 'Erreur inattendue lors du chargement de vos données';
export const genericSettingsFailure = 'Désolé, quelque chose ne fonctionne pas.';
export const saved = 'Enregistré !';
export const passwordUpdated = 'Mot de passe mis à jour';
export const passwordsDoNotMatch = 'Les mots de passe ne correspondent pas';
export const passwordTooShort = '8 caractères minimum';
export const invalidEmail = 'Veuillez saisir une adresse e-mail valide';
export const emailTaken = 'Cette adresse e-mail est déjà utilisée par un autre compte';
export const tooManyLoginAttempts =
  'Trop de tentatives de connexion. Veuillez patienter quelques minutes et réessayer.';
export const unauthorized = 'Vous devez être connecté pour effectuer cette action';
export const sessionExpired = 'Votre session a expiré. Veuillez vous reconnecter.';
export const failedToFindCustomer = 'Client introuvable';
export const failedToUpgrade = 'Échec de la mise à niveau';
export const failedToCreateBillingPortal =
  'Impossible d’ouvrir une session du portail de facturation';
export const failedToConfirmSubscription = 'Impossible de confirmer l’abonnement';
export const failedToCancelSubscription = 'Impossible de résilier l’abonnement';
export const subscriptionCanceled = 'Abonnement résilié. Rechargement de votre session...';
export const subscriptionConfirmed = 'Paiement reçu. Bienvenue sur Catalyst Connect !';
export const cancelSubscriptionQuestion = 'Voulez-vous vraiment résilier votre abonnement ?';
export const paymentFormLoadFailed =
  'Impossible de charger les informations de paiement. Veuillez actualiser la page';
export const invalidVerificationLink = 'Ce lien de vérification est invalide ou a expiré';
export const accountAlreadyCreated = 'Ce compte est déjà configuré. Veuillez vous connecter.';
export const invitationEmailMismatch =
  'Veuillez utiliser l’adresse e-mail à laquelle l’invitation a été envoyée';
export const invalidResetLink =
  'Ce lien de réinitialisation du mot de passe est invalide ou a expiré';
/** The reset page, when its link is checked on opening and no longer works. */
export const resetLinkExpiredOrUsed = 'Ce lien a expiré ou a déjà été utilisé';
export const tooManyResetRequests =
  'Trop de demandes de réinitialisation du mot de passe. Veuillez patienter un moment et réessayer.';
export const somethingNotWorking = 'Quelque chose ne fonctionne pas correctement';
export const resetEmailOnTheWay = 'L’e-mail de réinitialisation est en route !';
export const passwordSaved = 'Mot de passe enregistré ! Veuillez vous reconnecter';
export const accountCreated = 'Compte créé ! Redirection vers la connexion...';
export const accountCreationFailed = 'Impossible de créer le compte. Veuillez réessayer.';
