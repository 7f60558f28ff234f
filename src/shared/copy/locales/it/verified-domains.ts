// Verified domains (docs/product.md#verified-domains): the API's refusals and the Sign-in tab's
// domains section.
export const domainVerifyTooMany =
  'Troppi tentativi di verifica per questo team. Attendi un minuto e riprova.';
export const signInTab = 'Accesso';
export const signInPageIntro =
  'Come accedono le persone della tua azienda: i domini email del tuo team, il single sign-on tramite il tuo provider di identità e il provisioning dalla tua directory.';
export const domainsHeading = 'Domini verificati';
export const domainsIntro =
  'Rivendica i domini email della tua azienda e dimostrane la proprietà con un record DNS. Il single sign-on vale solo per gli indirizzi dei domini verificati.';
export const domainField = 'Dominio';
export const addDomain = 'Aggiungi dominio';
export const domainsEmpty = 'Ancora nessun dominio.';
export const domainStatusPending = 'In attesa';
export const domainStatusVerified = 'Verificato';
export const domainRecordIntro =
  'Crea questo record TXT presso il provider DNS del tuo dominio, poi seleziona «Verifica». Potrebbero volerci alcuni minuti perché venga rilevato.';
export const domainRecordName = 'Nome';
export const domainRecordValue = 'Valore';
export const domainRecordType = 'Tipo';
export const verifyDomain = 'Verifica';
export const removeDomain = 'Rimuovi';
export const domainVerifiedNotice = 'Dominio verificato';
export const domainRemovedNotice = 'Dominio rimosso';
export const domainVerifiedKeepRecord =
  'Mantieni il record TXT: il dominio viene controllato ogni giorno e, dopo 7 giorni senza record, non è più verificato.';
export const copyButton = 'Copia';
export const copiedNotice = 'Copiato';
