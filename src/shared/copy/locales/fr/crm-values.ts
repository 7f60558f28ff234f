// src/shared/copy/sentences/crm-values.ts in French.
import { icu } from './language';

export const hubspotIntro =
  'Connectez HubSpot : chaque nouveau prospect y est ajouté comme contact, rapproché par e-mail, si bien qu’un visiteur qui écrit deux fois reste un seul contact.';
export const salesforceIntro =
  'Connectez Salesforce : chaque nouveau prospect met à jour le Contact ou le Lead ayant cet e-mail, ou devient un nouveau Lead, attribué au membre de l’équipe qui l’a rencontré s’il a un utilisateur Salesforce.';
export const dynamicsIntro =
  'Connectez Dynamics 365 : chaque nouveau prospect est ajouté à votre environnement Dataverse comme lead, rapproché par e-mail, si bien qu’un visiteur qui écrit deux fois reste un seul lead.';
export const pipedriveIntro =
  'Connectez Pipedrive : chaque nouveau prospect devient un lead Pipedrive lié à la personne ayant cet e-mail (créée s’il n’y en a pas), avec son message en note.';
export const crmTeamIntro = icu<[name: string]>(
  'Les prospects d’une carte d’équipe vont uniquement dans le compte {name} de l’équipe, pas dans celui du membre qui la détient.',
  'name',
);
export const crmNotConfigured = icu<[name: string]>(
  '{name} n’est pas configuré sur ce serveur.',
  'name',
);
export const crmStateInvalid = icu<[name: string]>(
  'Ce lien {name} a expiré ou a déjà été utilisé. Relancez la connexion depuis Intégrations.',
  'name',
);
export const crmOtherBrowser = icu<[name: string]>(
  'Ce lien {name} a été ouvert dans un autre navigateur que celui qui a lancé la connexion : rien n’a été connecté. Relancez la connexion depuis Intégrations, dans le navigateur que vous utilisez ici.',
  'name',
);
export const crmTeamAccessLost = icu<[name: string]>(
  '{name} n’a pas été connecté : vous ne gérez plus les intégrations de cette équipe.',
  'name',
);
export const crmReconnectNeeded = icu<[name: string]>(
  'En attente de la reconnexion de {name}.',
  'name',
);
export const crmRecordRefused = icu<[name: string]>('{name} n’a pas accepté ce prospect.', 'name');
export const crmConnected = icu<[name: string]>(
  '{name} est connecté. Les nouveaux prospects y sont désormais envoyés.',
  'name',
);
export const crmCancelled = icu<[name: string]>(
  '{name} n’a pas été connecté : la demande a été annulée.',
  'name',
);
export const crmFailed = icu<[name: string]>(
  'Impossible de connecter {name}. Veuillez réessayer.',
  'name',
);
export const crmDisconnected = icu<[name: string]>('{name} est déconnecté.', 'name');
export const crmDisconnectTitle = icu<[name: string]>('Déconnecter {name} ?', 'name');
export const crmDisconnectQuestion = icu<[name: string]>(
  'Les nouveaux prospects ne sont plus envoyés à {name}, et ceux en attente ne le sont pas non plus. Les fiches déjà présentes dans {name} y restent.',
  'name',
);
export const crmReconnectNote = icu<[name: string]>(
  '{name} n’accepte plus notre accès. Les nouveaux prospects attendent ici et seront envoyés dès que vous vous reconnecterez.',
  'name',
);
export const crmConnectLabel = icu<[name: string]>('Connecter {name}', 'name');
export const crmReconnectLabel = icu<[name: string]>('Reconnecter {name}', 'name');
export const crmSent = icu<[name: string]>('Envoyé à {name}', 'name');
export const crmFieldMissing = icu<[name: string]>(
  '{name} ne propose plus ce champ : sa valeur n’est donc pas envoyée. Choisissez un autre champ, ou « Non envoyé ».',
  'name',
);
export const crmReconnectToEdit = icu<[name: string]>(
  'Reconnectez {name} pour modifier la correspondance et les valeurs fixes : les champs proposés sont lus depuis {name}.',
  'name',
);
export const crmFieldMissingLabel = icu<[field: string]>('{field} (plus proposé)', 'field');
export const crmAccountLabel = icu<[name: string, accountId: string]>(
  'Compte {name} {accountId}',
  'name',
  'accountId',
);
export const crmNoSuchFieldMessage = icu<[name: string, field: string]>(
  '{name} n’a aucun champ nommé {field}. Choisissez l’un des champs proposés.',
  'name',
  'field',
);
export const crmUnreadableAnswerMessage = icu<[name: string]>(
  '{name} a envoyé une réponse illisible. Les prospects seront renvoyés.',
  'name',
);
export const crmFailedMessage = icu<[error: string]>('Échec : {error}', 'error');
export const dynamicsEnvironmentHint =
  'Votre environnement Dataverse, par exemple https://contoso.crm.dynamics.com. Vous le trouverez dans le centre d’administration Power Platform, sous Environnements.';
export const dynamicsEnvironmentRefusedMessage = icu<[domains: string]>(
  'Saisissez l’adresse de votre environnement Dataverse, par exemple https://contoso.crm.dynamics.com (un hôte sous {domains}).',
  'domains',
);
export const salesforceNoCompany = 'Non renseignée';
