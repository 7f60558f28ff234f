import { icu } from './language';

export const mailHi = icu<[named: boolean, firstName: string]>(
  '{named, select, true {Ciao {firstName},} other {Ciao,}}',
  'named',
  'firstName',
);
export const mailHello = 'Salve,';
export const mailButtonFallback = 'Se il pulsante non funziona, copia questo link nel browser:';
export const mailLogIn = 'Accedi';
export const mailOpenSettings = 'Apri le impostazioni';
export const mailWriteToSupport = icu<[supportEmail: string]>(
  'Se non hai fatto tu questa modifica, scrivi subito a {supportEmail}.',
  'supportEmail',
);
export const mailNothingToDo = 'Se la modifica è tua, non devi fare nulla.';
export const mailIgnoreIfNotYou = 'Se non l’hai chiesto tu, puoi ignorare questa e-mail.';
