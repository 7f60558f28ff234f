// src/shared/copy/sentences/crm-values.ts in Italian.
import { icu } from './language';

export const hubspotIntro =
  'Collega HubSpot e ogni nuovo lead viene aggiunto come contatto, abbinato per e-mail, così chi scrive due volte resta un solo contatto.';
export const salesforceIntro =
  'Collega Salesforce e ogni nuovo lead aggiorna il Contact o il Lead con quell’e-mail, oppure diventa un nuovo Lead, assegnato al membro del team che lo ha incontrato se ha un utente Salesforce.';
export const dynamicsIntro =
  'Collega Dynamics 365 e ogni nuovo lead viene aggiunto al tuo ambiente Dataverse come lead, abbinato per e-mail, così chi scrive due volte resta un solo lead.';
export const pipedriveIntro =
  'Collega Pipedrive e ogni nuovo lead diventa un lead Pipedrive collegato alla persona con quell’e-mail (creata se non esiste), con il messaggio come nota.';
export const crmTeamIntro = icu<[name: string]>(
  'I lead di un biglietto del team vanno solo a {name} del team, non a quello del membro che lo ha.',
  'name',
);
export const crmNotConfigured = icu<[name: string]>(
  '{name} non è configurato su questo server.',
  'name',
);
export const crmStateInvalid = icu<[name: string]>(
  'Questo link di {name} è scaduto o è già stato usato. Ricomincia il collegamento da Integrazioni.',
  'name',
);
export const crmOtherBrowser = icu<[name: string]>(
  'Questo link di {name} è stato aperto in un browser diverso da quello in cui è iniziato il collegamento, quindi non è stato collegato nulla. Ricomincia da Integrazioni, nel browser che usi qui.',
  'name',
);
export const crmTeamAccessLost = icu<[name: string]>(
  '{name} non è stato collegato: non gestisci più le integrazioni di questo team.',
  'name',
);
export const crmReconnectNeeded = icu<[name: string]>(
  'In attesa che {name} venga ricollegato.',
  'name',
);
export const crmRecordRefused = icu<[name: string]>('{name} non ha accettato questo lead.', 'name');
export const crmConnected = icu<[name: string]>(
  '{name} collegato. Da ora i nuovi lead vengono inviati lì.',
  'name',
);
export const crmCancelled = icu<[name: string]>(
  '{name} non è stato collegato: la richiesta è stata annullata.',
  'name',
);
export const crmFailed = icu<[name: string]>('Impossibile collegare {name}. Riprova.', 'name');
export const crmDisconnected = icu<[name: string]>('{name} scollegato.', 'name');
export const crmDisconnectTitle = icu<[name: string]>('Scollegare {name}?', 'name');
export const crmDisconnectQuestion = icu<[name: string]>(
  'I nuovi lead non vengono più inviati a {name}, e nemmeno quelli in attesa. I record già presenti in {name} restano lì.',
  'name',
);
export const crmReconnectNote = icu<[name: string]>(
  '{name} non accetta più il nostro accesso. I nuovi lead restano qui in attesa e vengono inviati appena ricolleghi.',
  'name',
);
export const crmConnectLabel = icu<[name: string]>('Collega {name}', 'name');
export const crmReconnectLabel = icu<[name: string]>('Ricollega {name}', 'name');
export const crmSent = icu<[name: string]>('Inviato a {name}', 'name');
export const crmFieldMissing = icu<[name: string]>(
  '{name} non elenca più questo campo, quindi il suo valore non viene inviato. Scegli un altro campo oppure «Non inviato».',
  'name',
);
export const crmReconnectToEdit = icu<[name: string]>(
  'Ricollega {name} per modificare la mappatura e i valori fissi: i campi disponibili vengono letti da lì.',
  'name',
);
export const crmFieldMissingLabel = icu<[field: string]>('{field} (non più elencato)', 'field');
export const crmAccountLabel = icu<[name: string, accountId: string]>(
  'Account {name} {accountId}',
  'name',
  'accountId',
);
export const crmNoSuchFieldMessage = icu<[name: string, field: string]>(
  '{name} non ha un campo chiamato {field}. Scegli uno dei campi elencati.',
  'name',
  'field',
);
export const crmUnreadableAnswerMessage = icu<[name: string]>(
  '{name} ha inviato una risposta illeggibile. I lead verranno inviati di nuovo.',
  'name',
);
export const crmFailedMessage = icu<[error: string]>('Non riuscito: {error}', 'error');
export const dynamicsEnvironmentHint =
  'Il tuo ambiente Dataverse, ad esempio https://contoso.crm.dynamics.com. Lo trovi nell’interfaccia di amministrazione di Power Platform, in Ambienti.';
export const dynamicsEnvironmentRefusedMessage = icu<[domains: string]>(
  'Inserisci l’indirizzo del tuo ambiente Dataverse, ad esempio https://contoso.crm.dynamics.com (un host in {domains}).',
  'domains',
);
export const salesforceNoCompany = 'Non indicata';
