// src/shared/copy/sentences/public-page-values.ts in Portuguese (Brazil).
import { icu } from './language';

export const inAppBrowserIosHint = icu<[app: string]>(
  'Abriu dentro do {app}? Não é possível salvar contatos aqui. Toque em ••• e escolha “Abrir no navegador” (ou “Abrir no Safari”) e depois em Baixar contato.',
  'app',
);
export const inAppBrowserAndroidHint = icu<[app: string]>(
  'Abriu dentro do {app}? Não é possível salvar contatos aqui. Toque em ⋮ e escolha “Abrir no navegador” (ou “Abrir no Chrome”) e depois em Baixar contato.',
  'app',
);
export const inAppBrowserOtherHint = icu<[app: string]>(
  'Abriu dentro do {app}? Não é possível salvar contatos aqui. Abra esta página no seu navegador pelo menu do app e depois toque em Baixar contato.',
  'app',
);
export const whoAnswersMessage = icu<[name: string]>(
  '{name} vai responder no e-mail que você informou.',
  'name',
);
export const saveContactLabel = icu<[name: string]>('Salvar o contato de {name}', 'name');
export const emailMeContactLabel = icu<[ownerName: string]>(
  'Enviar o contato de {ownerName} para meu e-mail',
  'ownerName',
);
export const cardBeingHandedOverMessage = icu<[teamName: string]>(
  'Este cartão está sendo passado para um novo colega na {teamName}.',
  'teamName',
);
export const consentSuggestionNamed = icu<[firstName: string]>(
  'Concordo que {firstName} entre em contato comigo sobre seus produtos e serviços.',
  'firstName',
);
export const consentSuggestionUnnamed =
  'Concordo que o titular deste cartão entre em contato comigo sobre seus produtos e serviços.';
