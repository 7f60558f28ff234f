// The integrations screen (/integrations, /team/integrations): CRMs, webhooks and API keys.
import { icu } from './language';

export const integrationsReadLeads = 'Lire les prospects';
export const integrationsReadCards = 'Lire les cartes';
export const integrationsManageWebhooks = 'Gérer les webhooks';
export const integrationsWebhooks = 'Webhooks';
export const integrationsNoWebhooksYet = 'Aucun webhook pour l’instant';
export const integrationsLeadsWaiting = 'Prospects en attente';
export const integrationsLeadsFailed = 'Prospects en échec';
export const integrationsDisconnect = 'Déconnecter';
export const integrationsYesDisconnect = 'Oui, déconnecter';
export const integrationsFirstName = 'Prénom';
export const integrationsLastName = 'Nom';
export const integrationsPhone = 'Téléphone';
export const integrationsCompany = 'Entreprise';
export const integrationsJobTitle = 'Poste';
export const integrationsTheirMessage = 'Son message';
export const integrationsFieldSource = 'Provenance (?src=)';
export const integrationsFieldConsent = 'Consentement (son texte et sa date)';
export const integrationsDepartment = 'Service';
export const integrationsFieldMapping = 'Correspondance des champs';
export const integrationsNotSent = 'Non envoyé';
export const integrationsSaveMapping = 'Enregistrer la correspondance';
export const integrationsActive = 'Actif';
export const integrationsDisabled = 'Désactivé';
export const integrationsEvents = 'Événements';
export const integrationsSigningSecret = 'Secret de signature';
export const integrationsSendTestEvent = 'Envoyer un événement de test';
export const integrationsSending = 'Envoi…';
export const integrationsDeliveryLog = 'Journal des livraisons';
export const integrationsRotateSecret = 'Renouveler le secret';
export const integrationsSwitchOff = 'Désactiver';
export const integrationsSwitchOn = 'Activer';
export const integrationsDelete = 'Supprimer';
export const integrationsMakeANewSecret = 'Créer un nouveau secret';
export const integrationsCancel = 'Annuler';
export const integrationsYesDeleteIt = 'Oui, le supprimer';
export const integrationsAddAWebhook = 'Ajouter un webhook';
export const integrationsAddressUrl = 'Adresse (URL)';
export const integrationsAddWebhook = 'Ajouter le webhook';
export const integrationsALeadComesIn = 'Un prospect arrive';
export const integrationsALeadChanges = 'Un prospect change';
export const integrationsALeadIsDeleted = 'Un prospect est supprimé';
export const integrationsACardChanges = 'Une carte change';
export const integrationsDismiss = 'Fermer';
export const integrationsConnected = 'Connecté';
export const integrationsReconnectNeeded = 'Reconnexion nécessaire';
export const integrationsFailed = 'En échec';
export const integrationsEnvironmentUrl = 'URL de l’environnement';
export const integrationsVerifyADelivery = 'Vérifier une livraison';
export const integrationsIHaveCopiedIt = 'C’est copié';
export const integrationsCreated = 'Créée';
export const integrationsNever = 'Jamais';
export const integrationsScopes = 'Autorisations';
export const integrationsYesRevokeIt = 'Oui, la révoquer';
export const integrationsApiKeys = 'Clés d’API';
export const integrationsOpenTheApiReference = 'Ouvrir la référence de l’API';
export const integrationsNewApiKey = 'Nouvelle clé d’API';
export const integrationsNoApiKeysYet = 'Aucune clé d’API pour l’instant';
export const integrationsFixedValues = 'Valeurs fixes';
export const integrationsField = 'Champ';
export const integrationsChooseAField = 'Choisir un champ';
export const integrationsValue = 'Valeur';
export const integrationsFixedValuePlaceholder = 'Salon professionnel';
export const integrationsRemove = 'Retirer';
export const integrationsAddAValue = 'Ajouter une valeur';
export const integrationsSaveFixedValues = 'Enregistrer les valeurs fixes';
export const integrationsPending = 'En attente';
export const integrationsSucceeded = 'Réussie';
export const integrationsNoAnswer = 'Pas de réponse';
export const integrationsDeliveryId = 'ID de livraison';
export const integrationsAttempts = 'Tentatives';
export const integrationsPayload = 'Contenu';
export const integrationsReplay = 'Renvoyer';
export const integrationsRefresh = 'Actualiser';
export const integrationsDeliveries = 'Livraisons';
export const integrationsCreateAnApiKey = 'Créer une clé d’API';
export const integrationsName = 'Nom';
export const integrationsCreateKey = 'Créer la clé';
export const integrationsTitle = 'Intégrations';
export const integrationsFixedValueLabel = icu<[position: number]>(
  'Valeur fixe {position}',
  'position',
);
export const integrationsRemoveFixedValue = icu<[position: number]>(
  'Retirer la valeur fixe {position}',
  'position',
);
