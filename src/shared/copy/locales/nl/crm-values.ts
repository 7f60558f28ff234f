// src/shared/copy/sentences/crm-values.ts in Dutch.
import { icu } from './language';

export const hubspotIntro =
  'Koppel HubSpot en elke nieuwe lead wordt er als contact aan toegevoegd, gematcht op e-mailadres, zodat een bezoeker die twee keer schrijft één contact blijft.';
export const salesforceIntro =
  'Koppel Salesforce en elke nieuwe lead werkt de Contact of Lead met dat e-mailadres bij, of wordt een nieuwe Lead, met als eigenaar het teamlid dat de persoon ontmoette als dat een Salesforce-gebruiker heeft.';
export const dynamicsIntro =
  'Koppel Dynamics 365 en elke nieuwe lead wordt als lead aan je Dataverse-omgeving toegevoegd, gematcht op e-mailadres, zodat een bezoeker die twee keer schrijft één lead blijft.';
export const pipedriveIntro =
  'Koppel Pipedrive en elke nieuwe lead wordt een Pipedrive-lead, gekoppeld aan de persoon met dat e-mailadres (aangemaakt als die er nog niet is), met het bericht als notitie.';
export const crmTeamIntro = icu<[name: string]>(
  'De leads van een teamkaart gaan alleen naar {name} van het team, niet naar dat van het lid dat de kaart heeft.',
  'name',
);
export const crmNotConfigured = icu<[name: string]>(
  '{name} is op deze server niet ingesteld.',
  'name',
);
export const crmStateInvalid = icu<[name: string]>(
  'Deze {name}-link is verlopen of al gebruikt. Begin opnieuw met koppelen via Integraties.',
  'name',
);
export const crmOtherBrowser = icu<[name: string]>(
  'Deze {name}-link is geopend in een andere browser dan waarin het koppelen begon, dus er is niets gekoppeld. Begin opnieuw via Integraties, in de browser die je hier gebruikt.',
  'name',
);
export const crmTeamAccessLost = icu<[name: string]>(
  '{name} is niet gekoppeld: je beheert de integraties van dit team niet meer.',
  'name',
);
export const crmReconnectNeeded = icu<[name: string]>(
  'Wacht tot {name} opnieuw is gekoppeld.',
  'name',
);
export const crmRecordRefused = icu<[name: string]>(
  '{name} heeft deze lead niet geaccepteerd.',
  'name',
);
export const crmConnected = icu<[name: string]>(
  '{name} gekoppeld. Nieuwe leads worden er vanaf nu naartoe gestuurd.',
  'name',
);
export const crmCancelled = icu<[name: string]>(
  '{name} is niet gekoppeld: het verzoek is geannuleerd.',
  'name',
);
export const crmFailed = icu<[name: string]>(
  '{name} kon niet worden gekoppeld. Probeer het opnieuw.',
  'name',
);
export const crmDisconnected = icu<[name: string]>('{name} ontkoppeld.', 'name');
export const crmDisconnectTitle = icu<[name: string]>('{name} ontkoppelen?', 'name');
export const crmDisconnectQuestion = icu<[name: string]>(
  'Nieuwe leads worden niet meer naar {name} gestuurd, en wachtende leads ook niet. Records die al in {name} staan, blijven daar.',
  'name',
);
export const crmReconnectNote = icu<[name: string]>(
  '{name} accepteert onze toegang niet meer. Nieuwe leads wachten hier en worden verstuurd zodra je opnieuw koppelt.',
  'name',
);
export const crmConnectLabel = icu<[name: string]>('{name} koppelen', 'name');
export const crmReconnectLabel = icu<[name: string]>('{name} opnieuw koppelen', 'name');
export const crmSent = icu<[name: string]>('Verstuurd naar {name}', 'name');
export const crmFieldMissing = icu<[name: string]>(
  '{name} toont dit veld niet meer, dus de waarde wordt niet verstuurd. Kies een ander veld of ‘Niet versturen’.',
  'name',
);
export const crmReconnectToEdit = icu<[name: string]>(
  'Koppel {name} opnieuw om de koppeling van velden en de vaste waarden te wijzigen: de beschikbare velden worden daaruit gelezen.',
  'name',
);
export const crmFieldMissingLabel = icu<[field: string]>(
  '{field} (niet meer beschikbaar)',
  'field',
);
export const crmAccountLabel = icu<[name: string, accountId: string]>(
  '{name}-account {accountId}',
  'name',
  'accountId',
);
export const crmNoSuchFieldMessage = icu<[name: string, field: string]>(
  '{name} heeft geen veld met de naam {field}. Kies een van de velden die het toont.',
  'name',
  'field',
);
export const crmUnreadableAnswerMessage = icu<[name: string]>(
  '{name} stuurde een antwoord dat niet gelezen kon worden. De leads worden opnieuw verstuurd.',
  'name',
);
export const crmFailedMessage = icu<[error: string]>('Mislukt: {error}', 'error');
export const dynamicsEnvironmentHint =
  'Je Dataverse-omgeving, zoals https://contoso.crm.dynamics.com. Je vindt die in het Power Platform-beheercentrum, onder Omgevingen.';
export const dynamicsEnvironmentRefusedMessage = icu<[domains: string]>(
  'Voer het adres van je Dataverse-omgeving in, zoals https://contoso.crm.dynamics.com (een host onder {domains}).',
  'domains',
);
export const salesforceNoCompany = 'Niet opgegeven';
