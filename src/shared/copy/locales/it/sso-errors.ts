// Why a single sign-on ended on the Login page (/login?ssoError={reason}, SSO_ERROR_REASONS).
export const ssoErrorExpired = 'L’accesso ha richiesto troppo tempo. Ricomincia.';
export const ssoErrorState =
  'Questo accesso non corrisponde a uno avviato qui, quindi nessuno ha effettuato l’accesso. Ricomincia da questa pagina.';
export const ssoErrorProvider =
  'Il provider di identità della tua azienda non ha completato il tuo accesso. Riprova, oppure rivolgiti al reparto IT.';
export const ssoErrorRefused =
  'Non è stato possibile verificare la risposta del provider di identità, quindi nessuno ha effettuato l’accesso. Chiedi al reparto IT di controllare le impostazioni del single sign-on.';
export const ssoErrorEmailUnverified =
  'Il tuo provider di identità non ha verificato il tuo indirizzo email, quindi nessuno ha effettuato l’accesso. Rivolgiti al reparto IT.';
export const ssoErrorDomain =
  'Il tuo indirizzo non è su un dominio verificato dal tuo team. Rivolgiti all’amministratore del team.';
export const ssoErrorNotMember =
  'Non sei membro di questo team. Chiedi all’amministratore del team di invitarti.';
export const ssoErrorSuspended = 'Questo account è sospeso. Contatta l’assistenza.';
export const ssoErrorNotSetUp =
  'Il single sign-on non è configurato per questo indirizzo. Accedi con la password.';
