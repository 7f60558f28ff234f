// Visitor messages (the public profile's contact form).
/** The subject of a reply to a visitor's message (Messages → Reply by email). */
export const replySubject = 'Re: Sua mensagem no Catalyst Connect';
export const noUnreadMessages = 'Nenhuma mensagem não lida.';
/** The error screen for an address the app does not have (docs/product.md#error-screen). */
export const pageNotFound = 'Desculpe, não encontramos essa página.';
/** The error screen of the operator console, for an owner who is not staff. */
export const staffOnlyArea =
  'Esta área é restrita aos funcionários da Catalyst. Seus cartões e configurações estão na sua conta.';
export const messageSent = 'Mensagem enviada!';
export const failedToSendMessage = 'Não foi possível enviar a mensagem';
export const contactFormDisabledInEditMode =
  'O formulário de contato fica desativado no modo de edição';
export const sharingDisabledInEditMode = 'O compartilhamento fica desativado no modo de edição';
export const profileNotAcceptingMessages = 'Este perfil não está aceitando mensagens';
export const tooManyMessages = 'Muitas mensagens. Tente novamente mais tarde.';
/** A post of the contact form that a page of another site made (decision 028). */
export const crossSiteMessageRefused =
  'As mensagens só podem ser enviadas pela própria página do cartão.';
export const messageInvalidCharacters = 'A mensagem contém caracteres inválidos';
// The thank-you's "E-mail me {name}'s contact" (docs/product.md#messages).
export const contactTokenInvalid =
  'Este botão expirou. Salve o contato ou envie sua mensagem novamente.';
export const tooManyContactEmails =
  'O contato já foi enviado para o seu e-mail hoje. Salve-o em vez disso.';
export const contactEmailed = 'Enviado. Confira sua caixa de entrada.';
export const consentRequired = 'Marque a caixa para concordar primeiro.';
/** Above the contact form's fields: what the asterisk after a label means. */
export const requiredFieldsNote = 'Os campos marcados com * são obrigatórios.';
