import { icu } from './language';

export const mailHi = icu<[named: boolean, firstName: string]>(
  '{named, select, true {Hallo {firstName},} other {Hallo,}}',
  'named',
  'firstName',
);
export const mailHello = 'Guten Tag,';
export const mailButtonFallback =
  'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:';
export const mailLogIn = 'Anmelden';
export const mailOpenSettings = 'Meine Einstellungen öffnen';
export const mailWriteToSupport = icu<[supportEmail: string]>(
  'Falls Sie diese Änderung nicht vorgenommen haben, schreiben Sie bitte umgehend an {supportEmail}.',
  'supportEmail',
);
export const mailNothingToDo = 'Wenn die Änderung von Ihnen stammt, müssen Sie nichts tun.';
export const mailIgnoreIfNotYou =
  'Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.';
