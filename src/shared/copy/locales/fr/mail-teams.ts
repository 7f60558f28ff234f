import { icu } from './language';

export const mailInviteSubject = 'Vous êtes invité à rejoindre une équipe sur Catalyst Connect';
export const mailInvitePreview =
  'Vous êtes invité à rejoindre les cartes de visite numériques d’une équipe.';
export const mailInviteAnAdmin = 'Un administrateur de l’équipe';
export const mailInviteBody = icu<[who: string, team: string]>(
  '{who} vous invite à rejoindre {team} sur Catalyst Connect, où sont gérées les cartes de visite numériques de l’équipe.',
  'who',
  'team',
);
export const mailInviteAccept =
  'Acceptez l’invitation avec le compte de cette adresse e-mail, ou créez-en un en une minute depuis la même page.';
export const mailInviteAction = icu<[team: string]>('Rejoindre {team}', 'team');
export const mailInviteNote =
  'Ce lien est valable 7 jours. Si vous ne vous y attendiez pas, vous pouvez ignorer cet e-mail.';

export const mailCardHolderSubject = icu<[team: string]>('Une carte de {team} est à vous', 'team');
export const mailCardHolderPreview = icu<[team: string, product: string]>(
  '{team} vous a attribué une carte {product}.',
  'team',
  'product',
);
export const mailCardHolderBody = icu<[team: string, product: string]>(
  '{team} vous a attribué une carte {product} sur Catalyst Connect. Elle porte désormais votre nom et votre e-mail sous les coordonnées de l’entreprise, et plus rien de son ancien titulaire.',
  'team',
  'product',
);
export const mailCardHolderCheck =
  'Vérifiez votre fonction, ajoutez votre téléphone et votre photo, puis partagez-la.';
export const mailOpenYourCard = 'Ouvrir votre carte';
export const mailCardHolderNote =
  'Vous recevez cet e-mail car un administrateur de votre équipe vous a attribué la carte.';

export const mailChangeRequestSubject = icu<[approved: boolean]>(
  '{approved, select, true {Votre demande de modification a été approuvée} other {Votre demande de modification n’a pas été approuvée}}',
  'approved',
);
export const mailChangeRequestPreview = icu<[field: string]>(
  '{field} sur votre carte d’équipe.',
  'field',
);
export const mailQuotedValue = icu<[value: string]>('« {value} »', 'value');
export const mailEmptyValue = 'vide';
export const mailChangeRequestApproved = icu<[team: string, field: string, value: string]>(
  'Un administrateur de {team} a approuvé votre demande : {field} sur votre carte vaut désormais {value}.',
  'team',
  'field',
  'value',
);
export const mailChangeRequestKept =
  'Le modèle d’équipe ne touche plus à ce champ sur votre carte jusqu’à ce qu’un administrateur le réinitialise.';
export const mailChangeRequestRejected = icu<[team: string, field: string, value: string]>(
  'Un administrateur de {team} n’a pas approuvé votre demande de passer {field} à {value}.',
  'team',
  'field',
  'value',
);
export const mailChangeRequestReason = icu<[reason: string]>('Motif : {reason}', 'reason');
export const mailSeeChangeRequests = 'Voir vos demandes de modification';
export const mailChangeRequestNote =
  'Vous recevez cet e-mail car vous avez demandé à votre équipe de modifier un champ de votre carte.';

export const mailDomainSubject = icu<[domain: string]>(
  '{domain} n’est plus vérifié pour votre équipe',
  'domain',
);
export const mailDomainPreview = icu<[domain: string]>(
  'L’enregistrement TXT de {domain} est introuvable depuis 7 jours.',
  'domain',
);
export const mailDomainBody = icu<
  [txtName: string, txtValue: string, team: string, domain: string]
>(
  'Depuis 7 jours, la vérification quotidienne ne trouve plus l’enregistrement TXT {txtName} de valeur {txtValue}, qui prouve que {team} possède {domain}. Le domaine n’est plus vérifié : l’authentification unique ne s’applique plus à ses adresses.',
  'txtName',
  'txtValue',
  'team',
  'domain',
);
export const mailDomainFix =
  'Recréez l’enregistrement chez votre fournisseur DNS, puis vérifiez le domaine dans l’onglet Connexion de votre équipe.';
export const mailVerifyDomain = 'Vérifier le domaine';
export const mailTeamOwnerNote =
  'Vous recevez cet e-mail car vous êtes propriétaire de l’équipe sur Catalyst Connect.';
