// The public profile page's own words (src/shared/copy/sentences/public-page.ts).
import { icu } from './language';

export const visitorPageDownloadContact = 'Salvar contato';
export const visitorPageShare = 'Compartilhar';
export const visitorPageCopied = 'Copiado';
export const visitorPageLetsConnect = 'Vamos conversar!';
export const visitorPageSendMessage = 'Enviar mensagem';
export const visitorPageSending = 'Enviando...';
export const visitorPageName = 'Nome';
export const visitorPageEmail = 'E-mail';
export const visitorPageCompany = 'Empresa';
export const visitorPageJobTitle = 'Cargo';
export const visitorPagePhone = 'Telefone';
export const visitorPageMessage = 'Mensagem';
export const visitorPageOptional = '(opcional)';
export const visitorPageFieldRequired = icu<[field: string]>(
  'O campo {field} é obrigatório',
  'field',
);
export const visitorPageWhoAnswers = icu<[name: string]>(
  '{name} vai responder no e-mail que você informou.',
  'name',
);
export const visitorPageSaveContact = icu<[name: string]>('Salvar o contato de {name}', 'name');
export const visitorPageEmailMeContact = icu<[name: string]>(
  'Receber o contato de {name} por e-mail',
  'name',
);
export const visitorPageCall = 'Ligar';
export const visitorPageText = 'SMS';
export const visitorPageEmailRow = 'E-mail';
export const visitorPageDirections = 'Como chegar';
export const visitorPageWebsite = 'Site';
export const visitorPageBookMeeting = 'Agendar uma reunião';
export const visitorPageLink = 'Link';
export const visitorPageContactList = 'Contato';
export const visitorPageSocialLinks = 'Redes sociais';
export const visitorPagePoweredBy = icu<[brand: string]>('Desenvolvido por {brand}', 'brand');
export const visitorPageJoinClub = 'Entre para o Catalyst Club';
export const visitorPageLanguages = 'Idiomas';
export const visitorPageAccessibility = 'Acessibilidade';
export const visitorPageDescription = 'Conecte-se comigo no Catalyst Connect';
export const visitorPageTitleAtCompany = icu<[title: string, company: string]>(
  '{title} em {company}',
  'title',
  'company',
);
export const visitorPageInAppHint = icu<[app: string, platform: string]>(
  '{platform, select, ios {Abriu no {app}? Não dá para salvar contatos aqui. Toque em ••• e escolha “Abrir no navegador” (ou “Abrir no Safari”) e depois Salvar contato.} android {Abriu no {app}? Não dá para salvar contatos aqui. Toque em ⋮ e escolha “Abrir no navegador” (ou “Abrir no Chrome”) e depois Salvar contato.} other {Abriu no {app}? Não dá para salvar contatos aqui. Abra esta página no navegador pelo menu do app e depois Salvar contato.}}',
  'app',
  'platform',
);
export const visitorPageNotFoundTitle = 'Perfil não encontrado';
export const visitorPageNotFoundHeading = 'Este perfil não existe';
export const visitorPageNotFoundText =
  'O link pode estar digitado errado, ou o dono o alterou ou removeu.';
export const visitorPageGetYourCard = 'Tenha seu próprio cartão Catalyst';
export const visitorPageLimited = icu<[minutes: number]>(
  'Muitas solicitações. Tente de novo em {minutes, plural, one {# minuto} other {# minutos}}.',
  'minutes',
);
export const visitorPageLanguageField = 'Idioma da página';
export const visitorPageLanguageVisitors = 'Idioma do visitante';
export const visitorPageLanguageHelp =
  'Os visitantes leem sua página no idioma deles quando ele está entre estes. Caso contrário, ela aparece no idioma escolhido aqui. Seus próprios textos nunca são traduzidos.';
