import { icu } from './language';

export const mailHi = icu<[named: boolean, firstName: string]>(
  '{named, select, true {Hoi {firstName},} other {Hoi,}}',
  'named',
  'firstName',
);
export const mailHello = 'Hallo,';
export const mailButtonFallback = 'Werkt de knop niet? Kopieer deze link dan naar je browser:';
export const mailLogIn = 'Inloggen';
export const mailOpenSettings = 'Mijn instellingen openen';
export const mailWriteToSupport = icu<[supportEmail: string]>(
  'Heb je deze wijziging niet zelf gedaan? Mail dan meteen naar {supportEmail}.',
  'supportEmail',
);
export const mailNothingToDo = 'Heb je de wijziging zelf gedaan, dan hoef je niets te doen.';
export const mailIgnoreIfNotYou = 'Heb je hier niet om gevraagd, dan kun je deze e-mail negeren.';
