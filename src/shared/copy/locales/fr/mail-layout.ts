import { icu } from './language';

export const mailHi = icu<[named: boolean, firstName: string]>(
  '{named, select, true {Bonjour {firstName},} other {Bonjour,}}',
  'named',
  'firstName',
);
export const mailHello = 'Bonjour,';
export const mailButtonFallback =
  'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :';
export const mailLogIn = 'Se connecter';
export const mailOpenSettings = 'Ouvrir mes paramètres';
export const mailWriteToSupport = icu<[supportEmail: string]>(
  'Si vous n’êtes pas à l’origine de cette modification, écrivez immédiatement à {supportEmail}.',
  'supportEmail',
);
export const mailNothingToDo =
  'Si vous êtes à l’origine de cette modification, vous n’avez rien à faire.';
export const mailIgnoreIfNotYou = 'Si vous n’avez rien demandé, vous pouvez ignorer cet e-mail.';
