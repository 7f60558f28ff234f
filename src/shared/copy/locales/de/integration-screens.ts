// The integrations screen (/integrations, /team/integrations): CRMs, webhooks and API keys.
import { icu } from './language';

export const integrationsReadLeads = 'Leads lesen';
export const integrationsReadCards = 'Karten lesen';
export const integrationsManageWebhooks = 'Webhooks verwalten';
export const integrationsWebhooks = 'Webhooks';
export const integrationsNoWebhooksYet = 'Noch keine Webhooks';
export const integrationsLeadsWaiting = 'Wartende Leads';
export const integrationsLeadsFailed = 'Fehlgeschlagene Leads';
export const integrationsDisconnect = 'Trennen';
export const integrationsYesDisconnect = 'Ja, trennen';
export const integrationsFirstName = 'Vorname';
export const integrationsLastName = 'Nachname';
export const integrationsPhone = 'Telefon';
export const integrationsCompany = 'Unternehmen';
export const integrationsJobTitle = 'Position';
export const integrationsTheirMessage = 'Ihre Nachricht';
export const integrationsFieldSource = 'Wie sie kamen (?src=)';
export const integrationsFieldConsent = 'Einwilligung (Text und Zeitpunkt)';
export const integrationsDepartment = 'Abteilung';
export const integrationsFieldMapping = 'Feldzuordnung';
export const integrationsNotSent = 'Nicht senden';
export const integrationsSaveMapping = 'Zuordnung speichern';
export const integrationsActive = 'Aktiv';
export const integrationsDisabled = 'Deaktiviert';
export const integrationsEvents = 'Ereignisse';
export const integrationsSigningSecret = 'Signaturschlüssel';
export const integrationsSendTestEvent = 'Testereignis senden';
export const integrationsSending = 'Wird gesendet …';
export const integrationsDeliveryLog = 'Zustellprotokoll';
export const integrationsRotateSecret = 'Schlüssel erneuern';
export const integrationsSwitchOff = 'Ausschalten';
export const integrationsSwitchOn = 'Einschalten';
export const integrationsDelete = 'Löschen';
export const integrationsMakeANewSecret = 'Neuen Schlüssel erstellen';
export const integrationsCancel = 'Abbrechen';
export const integrationsYesDeleteIt = 'Ja, löschen';
export const integrationsAddAWebhook = 'Webhook hinzufügen';
export const integrationsAddressUrl = 'Adresse (URL)';
export const integrationsAddWebhook = 'Webhook hinzufügen';
export const integrationsALeadComesIn = 'Ein Lead kommt herein';
export const integrationsALeadChanges = 'Ein Lead ändert sich';
export const integrationsALeadIsDeleted = 'Ein Lead wird gelöscht';
export const integrationsACardChanges = 'Eine Karte ändert sich';
export const integrationsDismiss = 'Schließen';
export const integrationsConnected = 'Verbunden';
export const integrationsReconnectNeeded = 'Neu verbinden nötig';
export const integrationsFailed = 'Fehlgeschlagen';
export const integrationsEnvironmentUrl = 'Umgebungs-URL';
export const integrationsVerifyADelivery = 'Zustellung prüfen';
export const integrationsIHaveCopiedIt = 'Ich habe ihn kopiert';
export const integrationsCreated = 'Erstellt';
export const integrationsNever = 'Nie';
export const integrationsScopes = 'Berechtigungen';
export const integrationsYesRevokeIt = 'Ja, widerrufen';
export const integrationsApiKeys = 'API-Schlüssel';
export const integrationsOpenTheApiReference = 'API-Referenz öffnen';
export const integrationsNewApiKey = 'Neuer API-Schlüssel';
export const integrationsNoApiKeysYet = 'Noch keine API-Schlüssel';
export const integrationsFixedValues = 'Feste Werte';
export const integrationsField = 'Feld';
export const integrationsChooseAField = 'Feld auswählen';
export const integrationsValue = 'Wert';
export const integrationsFixedValuePlaceholder = 'Messe';
export const integrationsRemove = 'Entfernen';
export const integrationsAddAValue = 'Wert hinzufügen';
export const integrationsSaveFixedValues = 'Feste Werte speichern';
export const integrationsPending = 'Ausstehend';
export const integrationsSucceeded = 'Erfolgreich';
export const integrationsNoAnswer = 'Keine Antwort';
export const integrationsDeliveryId = 'Zustell-ID';
export const integrationsAttempts = 'Versuche';
export const integrationsPayload = 'Nutzdaten';
export const integrationsReplay = 'Erneut zustellen';
export const integrationsRefresh = 'Aktualisieren';
export const integrationsDeliveries = 'Zustellungen';
export const integrationsCreateAnApiKey = 'API-Schlüssel erstellen';
export const integrationsName = 'Name';
export const integrationsCreateKey = 'Schlüssel erstellen';
export const integrationsTitle = 'Integrationen';
export const integrationsFixedValueLabel = icu<[position: number]>(
  'Fester Wert {position}',
  'position',
);
export const integrationsRemoveFixedValue = icu<[position: number]>(
  'Festen Wert {position} entfernen',
  'position',
);
