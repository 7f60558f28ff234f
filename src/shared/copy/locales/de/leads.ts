// Leads (docs/product.md#messages): the owner's work on the messages visitors send.
export const leadNoteTooLong = 'Eine Notiz darf höchstens 2000 Zeichen lang sein.';
export const leadChangeRequired = 'Senden Sie einen Status, eine Notiz oder beides.';
export const leadDeleted = 'Lead gelöscht.';
/** The confirmation before a lead is erased (a visitor asked to be forgotten). */
export const deleteLeadWarning =
  'Dadurch wird der Lead hier endgültig gelöscht. Eine Kopie, die bereits an Ihr CRM oder einen Webhook gesendet wurde, wird nicht gelöscht: Entfernen Sie sie auch dort.';
export const noMatchingLeads = 'Keine Leads entsprechen dieser Suche.';
export const leadStatusSaved = 'Status gespeichert';
export const leadArchived = 'Lead archiviert';
export const leadNoteSaved = 'Notiz gespeichert';
export const leadFormIntro =
  'Was das Formular „Kontakt aufnehmen!“ auf Ihrer Seite abfragt. Besucher sehen Pflichtfelder markiert, und jeder Lead behält, was angegeben wurde.';
export const consentTextHint =
  'Wird neben einem Kontrollkästchen angezeigt, das Besucher ankreuzen müssen. Jeder Lead speichert den Satz, dem zugestimmt wurde, und wann. Leer lassen für kein Kontrollkästchen.';
export const integrationNotFound = 'Integration nicht gefunden.';

// The Integrations screens (the owner's and the team's): every CRM's connection. The sentences
// that name the CRM are in ../crm.ts.
export const crmFixedValuesIntro =
  'Wird in jedem Datensatz gesetzt, der an das CRM geht, zum Beispiel die Lead-Quelle „Messe“. Wählen Sie das Feld aus denen, die das CRM auflistet.';
export const crmFieldRepeated = 'Dieses Feld ist oben bereits gesetzt.';
export const crmTooManyFixedValues = 'Sie können höchstens 10 feste Werte setzen.';
export const crmFixedValuesSaved = 'Feste Werte gespeichert.';
export const crmRetryQueued = 'Wird erneut gesendet.';
export const crmFieldMapIntro =
  'Das CRM-Feld, das jedes Feld eines Leads füllt. Die E-Mail-Adresse identifiziert den Datensatz immer. Wählen Sie „Nicht senden“, um ein Feld auszulassen.';
export const crmFieldMapSaved = 'Zuordnung gespeichert';
export const crmFieldsUnavailable =
  'Das CRM hat seine Felder gerade nicht geliefert, daher kann die Zuordnung nicht geändert werden. Bitte versuchen Sie es gleich noch einmal.';
export const crmFieldsLoading = 'Felder des CRM werden gelesen...';
export const crmFixedValueFieldRequired = 'Wählen Sie das Feld, in das dieser Wert geht.';
export const crmFixedValueEmpty =
  'Geben Sie den Wert ein, den jeder Datensatz erhält, oder entfernen Sie diese Zeile.';
