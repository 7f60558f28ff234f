// The operator console's screens: what each action's confirmation says, and its toast.
export const adminSuspendQuestion =
  'Il titolare viene disconnesso subito ovunque e non può accedere finché la sospensione non viene revocata.';
export const adminUnsuspendQuestion = 'Il titolare può accedere di nuovo.';
export const adminResendInvitationQuestion =
  'Un nuovo link di invito viene inviato all’indirizzo dell’account.';
export const adminSendPasswordResetQuestion =
  'Un link per reimpostare la password viene inviato all’indirizzo dell’account.';
export const adminMoveCardQuestion =
  'Il biglietto passa all’account con questo indirizzo email. Un indirizzo senza account viene invitato a crearne uno. I recapiti, il profilo Connect, i messaggi dei visitatori e gli Insights del titolare precedente vengono cancellati, a meno che non li conservi.';
export const adminKeepOwnerDataLabel = 'Conserva i dati del titolare precedente sul biglietto';
export const adminKeepOwnerDataHint =
  'Solo se il nuovo titolare è la stessa persona (un suo altro indirizzo): recapiti, profilo Connect, messaggi dei visitatori e Insights seguono il biglietto. Registrato nel registro di audit.';
export const adminTakeDownQuestion =
  'Ai visitatori viene detto che questo profilo non esiste finché non viene ripristinato. Il titolare vede il motivo nell’editor del profilo.';
export const adminRestoreQuestion = 'I visitatori potranno di nuovo vedere questo profilo.';
export const adminRetryMailQuestion = 'L’email viene reinviata subito.';
export const adminReasonHint = 'Registrato nel registro di audit.';
export const adminAccountSuspended = 'Account sospeso';
export const adminAccountUnsuspended = 'Sospensione revocata';
export const adminInvitationSent = 'Invito inviato';
export const adminPasswordResetSent = 'Link per reimpostare la password inviato';
export const adminProfileTakenDown = 'Profilo rimosso';
export const adminProfileRestored = 'Profilo ripristinato';
export const adminMailRetried = 'L’email verrà reinviata';
export const adminNoAccounts = 'Nessun account corrisponde a questa ricerca.';
export const adminNoFailedMail = 'Nessuna email non riuscita.';
export const adminNoPendingMail = 'Nessuna email in attesa di invio.';
export const adminNoUnassignedCards = 'Ogni biglietto ha un titolare.';
export const adminNoAuditEntries =
  'Nessuna voce del registro di audit corrisponde a questi filtri.';
