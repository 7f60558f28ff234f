// The follow-up e-mail to leads (docs/product.md#follow-up) and a lead's card photo
// (docs/product.md#card-photos).
/** The follow-up e-mail an owner who never saved one sends: it must read well for any lead. */
export const followUpDefaultSubject = 'Foi ótimo conhecer você durante {event}';
// One literal, not a joined list: a call at the top of a module is kept in every bundle.
export const followUpDefaultBody =
  'Olá {firstName},\n\nAgradeço por reservar um tempo para conversar comigo durante {event}. Foi um prazer conhecer você.\n\nAnexei meus dados de contato para que você possa falar comigo quando for melhor para você. Se tiver alguma dúvida ou quiser continuar nossa conversa, é só responder a este e-mail.\n\nEspero mantermos contato.\n\nAtenciosamente,\n{ownerName}';
/** What `{event}` reads as for a lead captured at no event (the default text reads well with it). */
export const followUpNoEventPhrase = 'o evento';
/** What `{firstName}` reads as for a lead without a name ("Olá novamente,"). */
export const followUpNoFirstName = 'novamente';
export const followUpSubjectRequired = 'Digite o assunto do e-mail';
export const followUpBodyRequired = 'Escreva o texto do e-mail';
export const followUpLeadsRequired = 'Selecione pelo menos um lead';
export const followUpTooManyLeads = 'Envie um follow-up para no máximo 200 leads por vez';
export const followUpLeadNotFound =
  'Um dos leads selecionados não está mais na sua lista: recarregue a lista e tente novamente';
export const followUpBodyControlCharacters =
  'O texto pode conter quebras de linha e tabulações, mas nenhum outro caractere de controle';
export const followUpTemplateSaved = 'Modelo salvo para a próxima vez';
export const unsupportedPhotoType = 'Só é possível enviar fotos JPEG, PNG ou WebP';
export const leadPhotoNotFound = 'Este lead não tem foto do cartão';
export const leadPhotoUnavailable = 'Não foi possível carregar a foto do cartão';
export const followUpPlaceholdersHint =
  'Marcadores: {firstName}, {event} e {ownerName} são preenchidos para cada lead.';
export const followUpSelectLeads = 'Selecione os leads para o follow-up nas caixas ao lado deles.';
