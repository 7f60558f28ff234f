import { icu } from './language';

export const mailNewLeadSubject = icu<[name: string]>(
  'Nouveau message de {name} via Catalyst Connect',
  'name',
);
export const mailNewLeadShared = icu<[name: string]>('{name} a partagé ses coordonnées.', 'name');
export const mailNewLeadSent = icu<[name: string]>(
  '{name} vous a envoyé un message via votre profil Connect :',
  'name',
);
export const mailNewLeadSharedProfile = icu<[name: string]>(
  '{name} a partagé ses coordonnées via votre profil Connect.',
  'name',
);
export const mailNewLeadEmail = icu<[email: string]>('E-mail : {email}', 'email');
export const mailNewLeadPhone = icu<[phone: string]>('Téléphone : {phone}', 'phone');
export const mailNewLeadReply = 'Répondez à cet e-mail pour lui répondre directement.';
export const mailSeeAllMessages = 'Voir tous les messages';
export const mailNewLeadNote =
  'Vous recevez cet e-mail car quelqu’un a utilisé le formulaire de contact de votre profil Catalyst Connect.';

export const mailContactSubject = icu<[ownerName: string]>(
  'Le contact de {ownerName}',
  'ownerName',
);
export const mailContactPreview = icu<[ownerName: string]>(
  'Le contact de {ownerName}, à enregistrer sur votre téléphone.',
  'ownerName',
);
export const mailContactBody = icu<[ownerName: string]>(
  'Voici le contact de {ownerName}, comme demandé sur sa page Catalyst Connect. Ouvrez le fichier joint pour l’enregistrer sur votre téléphone ou votre ordinateur.',
  'ownerName',
);
export const mailReplyToWrite = icu<[ownerName: string]>(
  'Répondez à cet e-mail pour écrire à {ownerName}.',
  'ownerName',
);
export const mailOpenOwnerPage = icu<[ownerName: string]>(
  'Ouvrir la page de {ownerName}',
  'ownerName',
);
export const mailContactNote =
  'Vous recevez cet e-mail car cette adresse l’a demandé, une seule fois, après l’envoi d’un message.';

export const mailViewOwnerCard = icu<[ownerName: string]>(
  'Voir la carte de {ownerName}',
  'ownerName',
);
export const mailFollowUpNote = icu<[ownerName: string]>(
  'Vous recevez cet e-mail car vous avez accepté d’être contacté par {ownerName}. Répondez-y pour écrire à {ownerName} ; le fichier joint enregistre ses coordonnées.',
  'ownerName',
);

export const mailWebhookPreview = icu<[url: string]>(
  'Les envois vers {url} échouent depuis 5 jours.',
  'url',
);
export const mailWebhookBody = icu<[url: string]>(
  'Tous les envois vers {url} ont échoué pendant 5 jours : Catalyst Connect a donc cessé d’y envoyer. Les nouveaux prospects restent enregistrés dans votre compte.',
  'url',
);
export const mailWebhookFix =
  'Corrigez le récepteur, puis réactivez le webhook ; vous pourrez renvoyer les envois manqués depuis son journal d’envoi.';
export const mailOpenIntegrations = 'Ouvrir les intégrations';
export const mailWebhookNote =
  'Vous recevez cet e-mail une seule fois, lorsque le webhook est désactivé.';
