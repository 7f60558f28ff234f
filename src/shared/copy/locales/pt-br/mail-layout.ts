import { icu } from './language';

export const mailHi = icu<[named: boolean, firstName: string]>(
  '{named, select, true {Olá, {firstName},} other {Olá,}}',
  'named',
  'firstName',
);
export const mailHello = 'Olá,';
export const mailButtonFallback = 'Se o botão não funcionar, copie este link no seu navegador:';
export const mailLogIn = 'Entrar';
export const mailOpenSettings = 'Abrir minhas configurações';
export const mailWriteToSupport = icu<[supportEmail: string]>(
  'Se você não fez essa alteração, escreva imediatamente para {supportEmail}.',
  'supportEmail',
);
export const mailNothingToDo = 'Se a alteração foi sua, você não precisa fazer nada.';
export const mailIgnoreIfNotYou = 'Se você não pediu isso, pode ignorar este e-mail.';
