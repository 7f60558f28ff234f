import { icu } from './language';

export const mailVerificationSubject = 'Configura il tuo account Catalyst Connect';
export const mailVerificationPreview =
  'Il tuo biglietto Catalyst è in arrivo. Configura l’account per gestirlo.';
export const mailVerificationThanks =
  'Grazie per l’ordine! Il tuo biglietto Catalyst è collegato a un account Catalyst Connect per questo indirizzo e-mail.';
export const mailVerificationChoosePassword =
  'Scegli una password per completare la configurazione. Potrai poi modificare il biglietto, scaricare il file del contatto e condividere il codice QR.';
export const mailVerificationAction = 'Configura il mio account';
export const mailVerificationNote =
  'Questo link è valido per 7 giorni. Se non hai ordinato un biglietto Catalyst, puoi ignorare questa e-mail.';

export const mailResetSubject = 'Reimposta la password di Catalyst Connect';
export const mailResetPreview = 'Usa questo link per scegliere una nuova password.';
export const mailResetAsked =
  'È stato chiesto di reimpostare la password del tuo account Catalyst Connect.';
export const mailResetAction = 'Scegli una nuova password';
export const mailResetNote =
  'Questo link funziona una sola volta, per 1 ora. Se non l’hai chiesto tu, ignora questa e-mail: la password resta invariata.';

export const mailEmailChangeSubject = 'Conferma il nuovo indirizzo e-mail di Catalyst Connect';
export const mailEmailChangePreview =
  'Conferma questo indirizzo per accedere con esso da ora in poi.';
export const mailEmailChangeAsked =
  'È stato chiesto di spostare un account Catalyst Connect su questo indirizzo e-mail.';
export const mailEmailChangeIfYou =
  'Se sei stato tu, conferma l’indirizzo. Da quel momento accederai con esso su tutti i dispositivi.';
export const mailEmailChangeAction = 'Conferma il nuovo indirizzo';
export const mailEmailChangeNote =
  'Questo link funziona una sola volta, per 24 ore. Se non l’hai chiesto tu, ignora questa e-mail: non cambia nulla.';

export const mailAddressTakenPreview =
  'Questo indirizzo ha già un account, quindi non è stato modificato nulla.';
export const mailAddressTakenAsked =
  'È stato chiesto di spostare un account Catalyst Connect su questo indirizzo e-mail, ma l’indirizzo ha già un account, quindi non è stato modificato nulla.';
export const mailAddressTakenIfYou =
  'Se sei stato tu, accedi con questo indirizzo oppure scegli un altro indirizzo per l’altro account.';

export const mailEmailChangingSubject =
  'L’indirizzo e-mail di Catalyst Connect sta per essere modificato';
export const mailEmailChangingPreview = icu<[newEmail: string]>(
  'Una modifica a {newEmail} è in attesa di conferma.',
  'newEmail',
);
export const mailEmailChangingAsked = icu<[newEmail: string]>(
  'È stato chiesto di cambiare l’indirizzo e-mail del tuo account Catalyst Connect in {newEmail}. Non cambia nulla finché non viene usato il link inviato a quell’indirizzo.',
  'newEmail',
);
export const mailEmailChangingNotYou =
  'Se non sei stato tu, cambia subito la password: chi ha fatto la richiesta la conosceva.';
export const mailEmailChangingNote =
  'Finché il nuovo indirizzo non è confermato, continui ad accedere con questo.';

export const mailEmailChangedSubject = 'L’indirizzo e-mail di Catalyst Connect è stato modificato';
export const mailEmailChangedPreview = icu<[newEmail: string]>(
  'Ora il tuo account accede con {newEmail}.',
  'newEmail',
);
export const mailEmailChangedNow = icu<[newEmail: string]>(
  'L’indirizzo e-mail del tuo account Catalyst Connect ora è {newEmail}. È stata chiusa la sessione su tutti i dispositivi: accedi con il nuovo indirizzo.',
  'newEmail',
);

export const mailNewSignInSubject = 'Nuovo accesso al tuo account Catalyst';
export const mailNewSignInPreview = icu<[device: string, when: string]>(
  '{device}, {when}.',
  'device',
  'when',
);
export const mailNewSignInBody = icu<[device: string, when: string]>(
  'È appena stato effettuato un accesso al tuo account Catalyst Connect da {device}, {when}.',
  'device',
  'when',
);
export const mailNewSignInIfYou =
  'Se sei stato tu, non devi fare nulla. Altrimenti, chiudi quella sessione dalle impostazioni e cambia la password: chi ha effettuato l’accesso la conosceva.';
export const mailReviewSessions = 'Controlla le mie sessioni';
export const mailNewSignInNote =
  'Inviamo questa e-mail quando si accede al tuo account da un dispositivo non usato negli ultimi 90 giorni.';

export const mailPasskeySubject = icu<[added: boolean]>(
  '{added, select, true {È stata aggiunta una passkey al tuo account Catalyst Connect} other {È stata rimossa una passkey dal tuo account Catalyst Connect}}',
  'added',
);
export const mailPasskeyBody = icu<[added: boolean, name: string]>(
  '{added, select, true {La passkey «{name}» è stata aggiunta al tuo account Catalyst Connect: consente di accedere senza password.} other {La passkey «{name}» è stata rimossa dal tuo account Catalyst Connect: non consente più di accedere.}}',
  'added',
  'name',
);

export const mailTwoStepSubject = icu<[on: boolean]>(
  '{on, select, true {La verifica in due passaggi è attiva sul tuo account Catalyst Connect} other {La verifica in due passaggi è disattivata sul tuo account Catalyst Connect}}',
  'on',
);
export const mailTwoStepPreview = icu<[on: boolean]>(
  '{on, select, true {Ora per accedere serve anche un codice dall’app di autenticazione.} other {Per accedere non serve più un codice.}}',
  'on',
);
export const mailTwoStepBody = icu<[on: boolean]>(
  '{on, select, true {La verifica in due passaggi è stata configurata per il tuo account Catalyst Connect: per accedere ora serve un codice dall’app di autenticazione sul telefono o uno dei codici di recupero.} other {La verifica in due passaggi è stata disattivata per il tuo account Catalyst Connect: per accedere serve solo la password.}}',
  'on',
);
