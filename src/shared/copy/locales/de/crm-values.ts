// src/shared/copy/sentences/crm-values.ts in German.
import { icu } from './language';

export const hubspotIntro =
  'Verbinden Sie HubSpot, und jeder neue Lead wird dort als Kontakt angelegt, abgeglichen über die E-Mail-Adresse, sodass jemand, der zweimal schreibt, ein Kontakt bleibt.';
export const salesforceIntro =
  'Verbinden Sie Salesforce, und jeder neue Lead aktualisiert den Contact oder Lead mit dieser E-Mail-Adresse oder wird zu einem neuen Lead, zugeordnet dem Teammitglied, das die Person getroffen hat, sofern es einen Salesforce-Benutzer hat.';
export const dynamicsIntro =
  'Verbinden Sie Dynamics 365, und jeder neue Lead wird in Ihrer Dataverse-Umgebung als Lead angelegt, abgeglichen über die E-Mail-Adresse, sodass jemand, der zweimal schreibt, ein Lead bleibt.';
export const pipedriveIntro =
  'Verbinden Sie Pipedrive, und jeder neue Lead wird zu einem Pipedrive-Lead, verknüpft mit der Person mit dieser E-Mail-Adresse (die angelegt wird, wenn es sie noch nicht gibt), mit der Nachricht als Notiz.';
export const crmTeamIntro = icu<[name: string]>(
  'Leads einer Team-Karte gehen nur an {name} des Teams, nicht an das des Mitglieds, das die Karte hat.',
  'name',
);
export const crmNotConfigured = icu<[name: string]>(
  '{name} ist auf diesem Server nicht eingerichtet.',
  'name',
);
export const crmStateInvalid = icu<[name: string]>(
  'Dieser {name}-Link ist abgelaufen oder wurde bereits verwendet. Starten Sie die Verbindung erneut unter Integrationen.',
  'name',
);
export const crmOtherBrowser = icu<[name: string]>(
  'Dieser {name}-Link wurde in einem anderen Browser geöffnet als dem, in dem die Verbindung gestartet wurde, daher wurde nichts verbunden. Starten Sie die Verbindung erneut unter Integrationen, in dem Browser, den Sie hier verwenden.',
  'name',
);
export const crmTeamAccessLost = icu<[name: string]>(
  '{name} wurde nicht verbunden: Sie verwalten die Integrationen dieses Teams nicht mehr.',
  'name',
);
export const crmReconnectNeeded = icu<[name: string]>(
  'Wartet darauf, dass {name} erneut verbunden wird.',
  'name',
);
export const crmRecordRefused = icu<[name: string]>(
  '{name} hat diesen Lead nicht angenommen.',
  'name',
);
export const crmConnected = icu<[name: string]>(
  '{name} verbunden. Neue Leads werden ab jetzt dorthin gesendet.',
  'name',
);
export const crmCancelled = icu<[name: string]>(
  '{name} wurde nicht verbunden: Die Anfrage wurde abgebrochen.',
  'name',
);
export const crmFailed = icu<[name: string]>(
  '{name} konnte nicht verbunden werden. Bitte versuchen Sie es erneut.',
  'name',
);
export const crmDisconnected = icu<[name: string]>('{name} getrennt.', 'name');
export const crmDisconnectTitle = icu<[name: string]>('{name} trennen?', 'name');
export const crmDisconnectQuestion = icu<[name: string]>(
  'Neue Leads werden nicht mehr an {name} gesendet, wartende Leads ebenfalls nicht. Datensätze, die bereits in {name} sind, bleiben dort.',
  'name',
);
export const crmReconnectNote = icu<[name: string]>(
  '{name} akzeptiert unseren Zugriff nicht mehr. Neue Leads warten hier und werden gesendet, sobald Sie die Verbindung erneuern.',
  'name',
);
export const crmConnectLabel = icu<[name: string]>('{name} verbinden', 'name');
export const crmReconnectLabel = icu<[name: string]>('{name} erneut verbinden', 'name');
export const crmSent = icu<[name: string]>('An {name} gesendet', 'name');
export const crmFieldMissing = icu<[name: string]>(
  '{name} führt dieses Feld nicht mehr, daher wird sein Wert nicht gesendet. Wählen Sie ein anderes Feld oder „Nicht senden“.',
  'name',
);
export const crmReconnectToEdit = icu<[name: string]>(
  'Verbinden Sie {name} erneut, um die Zuordnung und die festen Werte zu ändern: Die verfügbaren Felder werden von dort gelesen.',
  'name',
);
export const crmFieldMissingLabel = icu<[field: string]>('{field} (nicht mehr vorhanden)', 'field');
export const crmAccountLabel = icu<[name: string, accountId: string]>(
  '{name}-Konto {accountId}',
  'name',
  'accountId',
);
export const crmNoSuchFieldMessage = icu<[name: string, field: string]>(
  '{name} hat kein Feld namens {field}. Wählen Sie eines der aufgeführten Felder.',
  'name',
  'field',
);
export const crmUnreadableAnswerMessage = icu<[name: string]>(
  '{name} hat eine Antwort gesendet, die nicht gelesen werden konnte. Die Leads werden erneut gesendet.',
  'name',
);
export const crmFailedMessage = icu<[error: string]>('Fehlgeschlagen: {error}', 'error');
export const dynamicsEnvironmentHint =
  'Ihre Dataverse-Umgebung, z. B. https://contoso.crm.dynamics.com. Sie finden sie im Power Platform Admin Center unter „Umgebungen“.';
export const dynamicsEnvironmentRefusedMessage = icu<[domains: string]>(
  'Geben Sie die Adresse Ihrer Dataverse-Umgebung ein, z. B. https://contoso.crm.dynamics.com (ein Host unter {domains}).',
  'domains',
);
export const salesforceNoCompany = 'Nicht angegeben';
