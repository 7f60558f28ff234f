import { icu } from './language';

export const mailInviteSubject = 'Hai ricevuto un invito a unirti a un team su Catalyst Connect';
export const mailInvitePreview =
  'Hai ricevuto un invito ai biglietti da visita digitali di un team.';
export const mailInviteAnAdmin = 'Un amministratore del team';
export const mailInviteBody = icu<[who: string, team: string]>(
  '{who} ti ha invitato a unirti a {team} su Catalyst Connect, dove si gestiscono i biglietti da visita digitali del team.',
  'who',
  'team',
);
export const mailInviteAccept =
  'Accetta l’invito con l’account di questo indirizzo e-mail, oppure creane uno in un minuto dalla stessa pagina.';
export const mailInviteAction = icu<[team: string]>('Unisciti a {team}', 'team');
export const mailInviteNote =
  'Questo link è valido per 7 giorni. Se non te lo aspettavi, puoi ignorare questa e-mail.';

export const mailCardHolderSubject = icu<[team: string]>(
  'Un biglietto di {team} ora è tuo',
  'team',
);
export const mailCardHolderPreview = icu<[team: string, product: string]>(
  '{team} ti ha assegnato un biglietto {product}.',
  'team',
  'product',
);
export const mailCardHolderBody = icu<[team: string, product: string]>(
  '{team} ti ha assegnato un biglietto {product} su Catalyst Connect. Ora riporta il tuo nome e la tua e-mail sotto i dati dell’azienda, e più nulla di chi lo aveva prima.',
  'team',
  'product',
);
export const mailCardHolderCheck =
  'Controlla il tuo ruolo, aggiungi telefono e foto, e condividilo.';
export const mailOpenYourCard = 'Apri il tuo biglietto';
export const mailCardHolderNote =
  'Ricevi questa e-mail perché un amministratore del tuo team ti ha assegnato il biglietto.';

export const mailChangeRequestSubject = icu<[approved: boolean]>(
  '{approved, select, true {La tua richiesta di modifica è stata approvata} other {La tua richiesta di modifica non è stata approvata}}',
  'approved',
);
export const mailChangeRequestPreview = icu<[field: string]>(
  '{field} sul tuo biglietto del team.',
  'field',
);
export const mailQuotedValue = icu<[value: string]>('«{value}»', 'value');
export const mailEmptyValue = 'vuoto';
export const mailChangeRequestApproved = icu<[team: string, field: string, value: string]>(
  'Un amministratore di {team} ha approvato la tua richiesta: {field} sul tuo biglietto ora è {value}.',
  'team',
  'field',
  'value',
);
export const mailChangeRequestKept =
  'Il modello del team non modifica più questo campo sul tuo biglietto finché un amministratore non lo reimposta.';
export const mailChangeRequestRejected = icu<[team: string, field: string, value: string]>(
  'Un amministratore di {team} non ha approvato la tua richiesta di impostare {field} su {value}.',
  'team',
  'field',
  'value',
);
export const mailChangeRequestReason = icu<[reason: string]>('Motivo: {reason}', 'reason');
export const mailSeeChangeRequests = 'Vedi le tue richieste di modifica';
export const mailChangeRequestNote =
  'Ricevi questa e-mail perché hai chiesto al tuo team di modificare un campo del tuo biglietto.';

export const mailDomainSubject = icu<[domain: string]>(
  '{domain} non è più verificato per il tuo team',
  'domain',
);
export const mailDomainPreview = icu<[domain: string]>(
  'Il record TXT di {domain} manca da 7 giorni.',
  'domain',
);
export const mailDomainBody = icu<
  [txtName: string, txtValue: string, team: string, domain: string]
>(
  'Da 7 giorni il controllo quotidiano non trova il record TXT {txtName} con valore {txtValue}, che dimostra che {domain} appartiene a {team}. Il dominio non è più verificato: l’accesso unico (SSO) non si applica più ai suoi indirizzi.',
  'txtName',
  'txtValue',
  'team',
  'domain',
);
export const mailDomainFix =
  'Crea di nuovo il record presso il tuo provider DNS, poi verifica il dominio nella scheda Accesso del tuo team.';
export const mailVerifyDomain = 'Verifica il dominio';
export const mailTeamOwnerNote =
  'Ricevi questa e-mail perché sei il proprietario del team su Catalyst Connect.';
