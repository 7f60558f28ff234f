// The integrations screen (/integrations, /team/integrations): CRMs, webhooks and API keys.
import { icu } from './language';

export const integrationsReadLeads = 'Leads lezen';
export const integrationsReadCards = 'Kaarten lezen';
export const integrationsManageWebhooks = 'Webhooks beheren';
export const integrationsWebhooks = 'Webhooks';
export const integrationsNoWebhooksYet = 'Nog geen webhooks';
export const integrationsLeadsWaiting = 'Wachtende leads';
export const integrationsLeadsFailed = 'Mislukte leads';
export const integrationsDisconnect = 'Loskoppelen';
export const integrationsYesDisconnect = 'Ja, loskoppelen';
export const integrationsFirstName = 'Voornaam';
export const integrationsLastName = 'Achternaam';
export const integrationsPhone = 'Telefoon';
export const integrationsCompany = 'Bedrijf';
export const integrationsJobTitle = 'Functie';
export const integrationsTheirMessage = 'Hun bericht';
export const integrationsFieldSource = 'Hoe ze binnenkwamen (?src=)';
export const integrationsFieldConsent = 'Toestemming (tekst en tijdstip)';
export const integrationsDepartment = 'Afdeling';
export const integrationsFieldMapping = 'Veldtoewijzing';
export const integrationsNotSent = 'Niet verzonden';
export const integrationsSaveMapping = 'Toewijzing opslaan';
export const integrationsActive = 'Actief';
export const integrationsDisabled = 'Uitgeschakeld';
export const integrationsEvents = 'Gebeurtenissen';
export const integrationsSigningSecret = 'Ondertekeningsgeheim';
export const integrationsSendTestEvent = 'Testgebeurtenis sturen';
export const integrationsSending = 'Versturen...';
export const integrationsDeliveryLog = 'Bezorglogboek';
export const integrationsRotateSecret = 'Geheim vernieuwen';
export const integrationsSwitchOff = 'Uitschakelen';
export const integrationsSwitchOn = 'Inschakelen';
export const integrationsDelete = 'Verwijderen';
export const integrationsMakeANewSecret = 'Nieuw geheim maken';
export const integrationsCancel = 'Annuleren';
export const integrationsYesDeleteIt = 'Ja, verwijderen';
export const integrationsAddAWebhook = 'Een webhook toevoegen';
export const integrationsAddressUrl = 'Adres (URL)';
export const integrationsAddWebhook = 'Webhook toevoegen';
export const integrationsALeadComesIn = 'Er komt een lead binnen';
export const integrationsALeadChanges = 'Een lead wijzigt';
export const integrationsALeadIsDeleted = 'Een lead wordt verwijderd';
export const integrationsACardChanges = 'Een kaart wijzigt';
export const integrationsDismiss = 'Sluiten';
export const integrationsConnected = 'Verbonden';
export const integrationsReconnectNeeded = 'Opnieuw verbinden nodig';
export const integrationsFailed = 'Mislukt';
export const integrationsEnvironmentUrl = 'Omgevings-URL';
export const integrationsVerifyADelivery = 'Een bezorging controleren';
export const integrationsIHaveCopiedIt = 'Ik heb het gekopieerd';
export const integrationsCreated = 'Aangemaakt';
export const integrationsNever = 'Nooit';
export const integrationsScopes = 'Bevoegdheden';
export const integrationsYesRevokeIt = 'Ja, intrekken';
export const integrationsApiKeys = 'API-sleutels';
export const integrationsOpenTheApiReference = 'API-referentie openen';
export const integrationsNewApiKey = 'Nieuwe API-sleutel';
export const integrationsNoApiKeysYet = 'Nog geen API-sleutels';
export const integrationsFixedValues = 'Vaste waarden';
export const integrationsField = 'Veld';
export const integrationsChooseAField = 'Kies een veld';
export const integrationsValue = 'Waarde';
export const integrationsFixedValuePlaceholder = 'Beurs';
export const integrationsRemove = 'Verwijderen';
export const integrationsAddAValue = 'Waarde toevoegen';
export const integrationsSaveFixedValues = 'Vaste waarden opslaan';
export const integrationsPending = 'In afwachting';
export const integrationsSucceeded = 'Geslaagd';
export const integrationsNoAnswer = 'Geen antwoord';
export const integrationsDeliveryId = 'Bezorg-ID';
export const integrationsAttempts = 'Pogingen';
export const integrationsPayload = 'Inhoud';
export const integrationsReplay = 'Opnieuw versturen';
export const integrationsRefresh = 'Vernieuwen';
export const integrationsDeliveries = 'Bezorgingen';
export const integrationsCreateAnApiKey = 'Een API-sleutel maken';
export const integrationsName = 'Naam';
export const integrationsCreateKey = 'Sleutel maken';
export const integrationsTitle = 'Integraties';
export const integrationsFixedValueLabel = icu<[position: number]>(
  'Vaste waarde {position}',
  'position',
);
export const integrationsRemoveFixedValue = icu<[position: number]>(
  'Vaste waarde {position} verwijderen',
  'position',
);
