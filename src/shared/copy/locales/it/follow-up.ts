// Added: the follow-up e-mail to leads (docs/product.md#follow-up) and a lead’s card photo
// (docs/product.md#card-photos).
/** The follow-up e-mail an owner who never saved one sends: it must read well for any lead. */
export const followUpDefaultSubject = 'È stato un piacere incontrarci durante {event}';
// One literal, not a joined list: a call at the top of a module is kept in every bundle.
export const followUpDefaultBody =
  'Ciao {firstName},\n\ngrazie per il tempo dedicato alla nostra conversazione durante {event}. È stato un vero piacere conoscerci.\n\nIn allegato i miei recapiti, per contattarmi in qualsiasi momento. Per qualsiasi domanda, o per riprendere la conversazione, basta rispondere a questa email.\n\nSpero di restare in contatto.\n\nA presto,\n{ownerName}';
/** What `{event}` reads as for a lead captured at no event (the default text reads well with it). */
export const followUpNoEventPhrase = 'l’evento';
/** What `{firstName}` reads as for a lead without a name ("Hi there,"). */
export const followUpNoFirstName = 'a te';
export const followUpSubjectRequired = 'Inserisci l’oggetto dell’email';
export const followUpBodyRequired = 'Scrivi il testo dell’email';
export const followUpLeadsRequired = 'Seleziona almeno un lead';
export const followUpTooManyLeads = 'Invia un follow-up al massimo a 200 lead alla volta';
export const followUpLeadNotFound =
  'Uno dei lead selezionati non è più nel tuo elenco: ricarica l’elenco e riprova';
export const followUpBodyControlCharacters =
  'Il testo può contenere a capo e tabulazioni, ma nessun altro carattere di controllo';
export const followUpTemplateSaved = 'Modello salvato per la prossima volta';
export const unsupportedPhotoType = 'Si possono caricare solo foto JPEG, PNG o WebP';
export const leadPhotoNotFound = 'Questo lead non ha una foto del biglietto';
export const leadPhotoUnavailable = 'Impossibile caricare la foto del biglietto';
export const followUpPlaceholdersHint =
  'Segnaposto: {firstName}, {event} e {ownerName} vengono compilati per ogni lead.';
export const followUpSelectLeads = 'Seleziona i lead da ricontattare con le caselle accanto.';
