// Leads (docs/product.md#messages): the owner's work on the messages visitors send.
export const leadNoteTooLong = 'Una nota può avere al massimo 2000 caratteri.';
export const leadChangeRequired = 'Invia uno stato, una nota o entrambi.';
export const leadDeleted = 'Lead eliminato.';
/** The confirmation before a lead is erased (a visitor asked to be forgotten). */
export const deleteLeadWarning =
  'Il lead viene cancellato qui in modo definitivo. Una copia già inviata al tuo CRM o a un webhook non viene eliminata: rimuovila anche lì.';
export const noMatchingLeads = 'Nessun lead corrisponde a questa ricerca.';
export const leadStatusSaved = 'Stato salvato';
export const leadArchived = 'Lead archiviato';
export const leadNoteSaved = 'Nota salvata';
export const leadFormIntro =
  'Cosa chiede il modulo «Restiamo in contatto!» della tua pagina. I visitatori vedono i campi obbligatori contrassegnati, e ogni lead conserva ciò che ha indicato.';
export const consentTextHint =
  'Mostrato accanto a una casella che i visitatori devono spuntare. Ogni lead conserva la frase accettata e la data. Lascia vuoto per non mostrare la casella.';
export const integrationNotFound = 'Integrazione non trovata.';

// The Integrations screens (the owner's and the team's): every CRM's connection. The sentences
// that name the CRM are in ../crm.ts.
export const crmFixedValuesIntro =
  'Impostato su ogni record inviato al CRM, ad esempio una fonte del lead «Fiera». Scegli il campo tra quelli elencati dal CRM.';
export const crmFieldRepeated = 'Questo campo è già impostato sopra.';
export const crmTooManyFixedValues = 'Puoi impostare al massimo 10 valori fissi.';
export const crmFixedValuesSaved = 'Valori fissi salvati.';
export const crmRetryQueued = 'Nuovo invio in corso.';
export const crmFieldMapIntro =
  'Il campo del CRM che ogni campo di un lead compila. L’email identifica sempre il record. Scegli «Non inviato» per escludere un campo.';
export const crmFieldMapSaved = 'Mappatura salvata';
export const crmFieldsUnavailable =
  'Il CRM non ha restituito l’elenco dei suoi campi, quindi la mappatura non può essere modificata. Riprova tra poco.';
export const crmFieldsLoading = 'Lettura dei campi del CRM...';
export const crmFixedValueFieldRequired = 'Scegli il campo a cui va questo valore.';
export const crmFixedValueEmpty =
  'Scrivi il valore che riceve ogni record, oppure rimuovi questa riga.';
