// The integrations screen (/integrations, /team/integrations): CRMs, webhooks and API keys.
import { icu } from './language';

export const integrationsReadLeads = 'Leggere i lead';
export const integrationsReadCards = 'Leggere i biglietti';
export const integrationsManageWebhooks = 'Gestire i webhook';
export const integrationsWebhooks = 'Webhook';
export const integrationsNoWebhooksYet = 'Ancora nessun webhook';
export const integrationsLeadsWaiting = 'Lead in attesa';
export const integrationsLeadsFailed = 'Lead non riusciti';
export const integrationsDisconnect = 'Disconnetti';
export const integrationsYesDisconnect = 'Sì, disconnetti';
export const integrationsFirstName = 'Nome';
export const integrationsLastName = 'Cognome';
export const integrationsPhone = 'Telefono';
export const integrationsCompany = 'Azienda';
export const integrationsJobTitle = 'Ruolo';
export const integrationsTheirMessage = 'Il suo messaggio';
export const integrationsFieldSource = 'Provenienza (?src=)';
export const integrationsFieldConsent = 'Consenso (testo e ora)';
export const integrationsDepartment = 'Reparto';
export const integrationsFieldMapping = 'Mappatura dei campi';
export const integrationsNotSent = 'Non inviato';
export const integrationsSaveMapping = 'Salva mappatura';
export const integrationsActive = 'Attivo';
export const integrationsDisabled = 'Disattivato';
export const integrationsEvents = 'Eventi';
export const integrationsSigningSecret = 'Segreto di firma';
export const integrationsSendTestEvent = 'Invia evento di prova';
export const integrationsSending = 'Invio in corso...';
export const integrationsDeliveryLog = 'Registro delle consegne';
export const integrationsRotateSecret = 'Rinnova segreto';
export const integrationsSwitchOff = 'Disattiva';
export const integrationsSwitchOn = 'Attiva';
export const integrationsDelete = 'Elimina';
export const integrationsMakeANewSecret = 'Crea un nuovo segreto';
export const integrationsCancel = 'Annulla';
export const integrationsYesDeleteIt = 'Sì, eliminalo';
export const integrationsAddAWebhook = 'Aggiungi un webhook';
export const integrationsAddressUrl = 'Indirizzo (URL)';
export const integrationsAddWebhook = 'Aggiungi webhook';
export const integrationsALeadComesIn = 'Arriva un lead';
export const integrationsALeadChanges = 'Un lead cambia';
export const integrationsALeadIsDeleted = 'Un lead viene eliminato';
export const integrationsACardChanges = 'Un biglietto cambia';
export const integrationsDismiss = 'Chiudi';
export const integrationsConnected = 'Connesso';
export const integrationsReconnectNeeded = 'Riconnessione necessaria';
export const integrationsFailed = 'Non riuscito';
export const integrationsEnvironmentUrl = 'URL dell’ambiente';
export const integrationsVerifyADelivery = 'Verificare una consegna';
export const integrationsIHaveCopiedIt = 'Ho copiato';
export const integrationsCreated = 'Creata';
export const integrationsNever = 'Mai';
export const integrationsScopes = 'Autorizzazioni';
export const integrationsYesRevokeIt = 'Sì, revocala';
export const integrationsApiKeys = 'Chiavi API';
export const integrationsOpenTheApiReference = 'Apri il riferimento API';
export const integrationsNewApiKey = 'Nuova chiave API';
export const integrationsNoApiKeysYet = 'Ancora nessuna chiave API';
export const integrationsFixedValues = 'Valori fissi';
export const integrationsField = 'Campo';
export const integrationsChooseAField = 'Scegli un campo';
export const integrationsValue = 'Valore';
export const integrationsFixedValuePlaceholder = 'Fiera';
export const integrationsRemove = 'Rimuovi';
export const integrationsAddAValue = 'Aggiungi un valore';
export const integrationsSaveFixedValues = 'Salva valori fissi';
export const integrationsPending = 'In attesa';
export const integrationsSucceeded = 'Riuscita';
export const integrationsNoAnswer = 'Nessuna risposta';
export const integrationsDeliveryId = 'ID consegna';
export const integrationsAttempts = 'Tentativi';
export const integrationsPayload = 'Contenuto';
export const integrationsReplay = 'Reinvia';
export const integrationsRefresh = 'Aggiorna';
export const integrationsDeliveries = 'Consegne';
export const integrationsCreateAnApiKey = 'Crea una chiave API';
export const integrationsName = 'Nome';
export const integrationsCreateKey = 'Crea chiave';
export const integrationsTitle = 'Integrazioni';
export const integrationsFixedValueLabel = icu<[position: number]>(
  'Valore fisso {position}',
  'position',
);
export const integrationsRemoveFixedValue = icu<[position: number]>(
  'Rimuovi il valore fisso {position}',
  'position',
);
