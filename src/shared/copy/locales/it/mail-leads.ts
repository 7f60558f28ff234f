import { icu } from './language';

export const mailNewLeadSubject = icu<[name: string]>(
  'Nuovo messaggio da {name} tramite Catalyst Connect',
  'name',
);
export const mailNewLeadShared = icu<[name: string]>('{name} ha condiviso i suoi dati.', 'name');
export const mailNewLeadSent = icu<[name: string]>(
  '{name} ti ha inviato un messaggio dal tuo profilo Connect:',
  'name',
);
export const mailNewLeadSharedProfile = icu<[name: string]>(
  '{name} ha condiviso i suoi dati dal tuo profilo Connect.',
  'name',
);
export const mailNewLeadEmail = icu<[email: string]>('E-mail: {email}', 'email');
export const mailNewLeadPhone = icu<[phone: string]>('Telefono: {phone}', 'phone');
export const mailNewLeadReply = 'Rispondi a questa e-mail per rispondere direttamente.';
export const mailSeeAllMessages = 'Vedi tutti i messaggi';
export const mailNewLeadNote =
  'Ricevi questa e-mail perché qualcuno ha usato il modulo di contatto del tuo profilo Catalyst Connect.';

export const mailContactSubject = icu<[ownerName: string]>(
  'Il contatto di {ownerName}',
  'ownerName',
);
export const mailContactPreview = icu<[ownerName: string]>(
  'Il contatto di {ownerName}, da salvare sul telefono.',
  'ownerName',
);
export const mailContactBody = icu<[ownerName: string]>(
  'Ecco il contatto di {ownerName}, come richiesto sulla sua pagina Catalyst Connect. Apri il file allegato per salvarlo sul telefono o sul computer.',
  'ownerName',
);
export const mailReplyToWrite = icu<[ownerName: string]>(
  'Rispondi a questa e-mail per scrivere a {ownerName}.',
  'ownerName',
);
export const mailOpenOwnerPage = icu<[ownerName: string]>(
  'Apri la pagina di {ownerName}',
  'ownerName',
);
export const mailContactNote =
  'Ricevi questa e-mail perché questo indirizzo l’ha richiesta, una sola volta, dopo aver inviato un messaggio.';

export const mailViewOwnerCard = icu<[ownerName: string]>(
  'Vedi il biglietto di {ownerName}',
  'ownerName',
);
export const mailFollowUpNote = icu<[ownerName: string]>(
  'Ricevi questa e-mail perché hai accettato di essere contattato da {ownerName}. Rispondi per scrivere a {ownerName}; il file allegato salva il contatto.',
  'ownerName',
);

export const mailWebhookPreview = icu<[url: string]>(
  'Gli invii a {url} non riescono da 5 giorni.',
  'url',
);
export const mailWebhookBody = icu<[url: string]>(
  'Tutti gli invii a {url} sono falliti per 5 giorni, quindi Catalyst Connect ha smesso di inviarvi dati. I nuovi lead restano salvati nel tuo account.',
  'url',
);
export const mailWebhookFix =
  'Correggi il ricevitore, poi riattiva il webhook; puoi inviare di nuovo gli invii persi dal suo registro degli invii.';
export const mailOpenIntegrations = 'Apri le integrazioni';
export const mailWebhookNote =
  'Ricevi questa e-mail una sola volta, quando il webhook viene disattivato.';
