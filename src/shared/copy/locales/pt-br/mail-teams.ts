import { icu } from './language';

export const mailInviteSubject = 'Você foi convidado para uma equipe no Catalyst Connect';
export const mailInvitePreview =
  'Você foi convidado para os cartões de visita digitais de uma equipe.';
export const mailInviteAnAdmin = 'Um administrador da equipe';
export const mailInviteBody = icu<[who: string, team: string]>(
  '{who} convidou você para entrar em {team} no Catalyst Connect, onde os cartões de visita digitais da equipe são gerenciados.',
  'who',
  'team',
);
export const mailInviteAccept =
  'Aceite o convite com a conta deste endereço de e-mail ou crie uma em um minuto na mesma página.';
export const mailInviteAction = icu<[team: string]>('Entrar em {team}', 'team');
export const mailInviteNote =
  'Este link vale por 7 dias. Se você não esperava por ele, pode ignorar este e-mail.';

export const mailCardHolderSubject = icu<[team: string]>('Um cartão de {team} agora é seu', 'team');
export const mailCardHolderPreview = icu<[team: string, product: string]>(
  '{team} deu a você um cartão {product}.',
  'team',
  'product',
);
export const mailCardHolderBody = icu<[team: string, product: string]>(
  '{team} deu a você um cartão {product} no Catalyst Connect. Agora ele traz seu nome e seu e-mail sob os dados da empresa, e nada de quem o tinha antes.',
  'team',
  'product',
);
export const mailCardHolderCheck =
  'Confira seu cargo, adicione seu telefone e sua foto e compartilhe o cartão.';
export const mailOpenYourCard = 'Abrir seu cartão';
export const mailCardHolderNote =
  'Você está recebendo este e-mail porque um administrador da sua equipe deu o cartão a você.';

export const mailChangeRequestSubject = icu<[approved: boolean]>(
  '{approved, select, true {Sua solicitação de alteração foi aprovada} other {Sua solicitação de alteração não foi aprovada}}',
  'approved',
);
export const mailChangeRequestPreview = icu<[field: string]>(
  '{field} no seu cartão da equipe.',
  'field',
);
export const mailQuotedValue = icu<[value: string]>('“{value}”', 'value');
export const mailEmptyValue = 'vazio';
export const mailChangeRequestApproved = icu<[team: string, field: string, value: string]>(
  'Um administrador de {team} aprovou sua solicitação: {field} no seu cartão agora é {value}.',
  'team',
  'field',
  'value',
);
export const mailChangeRequestKept =
  'O modelo da equipe não altera mais este campo no seu cartão até que um administrador o redefina.';
export const mailChangeRequestRejected = icu<[team: string, field: string, value: string]>(
  'Um administrador de {team} não aprovou sua solicitação de mudar {field} para {value}.',
  'team',
  'field',
  'value',
);
export const mailChangeRequestReason = icu<[reason: string]>('O motivo: {reason}', 'reason');
export const mailSeeChangeRequests = 'Ver suas solicitações de alteração';
export const mailChangeRequestNote =
  'Você está recebendo este e-mail porque pediu à sua equipe para alterar um campo do seu cartão.';

export const mailDomainSubject = icu<[domain: string]>(
  '{domain} não está mais verificado para sua equipe',
  'domain',
);
export const mailDomainPreview = icu<[domain: string]>(
  'O registro TXT de {domain} está ausente há 7 dias.',
  'domain',
);
export const mailDomainBody = icu<
  [txtName: string, txtValue: string, team: string, domain: string]
>(
  'Há 7 dias a verificação diária não encontra o registro TXT {txtName} com o valor {txtValue}, que comprova que {team} é dono de {domain}. O domínio não está mais verificado: o login único não se aplica mais aos seus endereços.',
  'txtName',
  'txtValue',
  'team',
  'domain',
);
export const mailDomainFix =
  'Crie o registro novamente no seu provedor de DNS e depois verifique o domínio na aba Login da sua equipe.';
export const mailVerifyDomain = 'Verificar o domínio';
export const mailTeamOwnerNote =
  'Você está recebendo este e-mail porque é o proprietário da equipe no Catalyst Connect.';
