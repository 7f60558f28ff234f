import { icu } from './language';

export const mailVerificationSubject = 'Configure sua conta do Catalyst Connect';
export const mailVerificationPreview =
  'Seu cartão Catalyst está a caminho. Configure sua conta para gerenciá-lo.';
export const mailVerificationThanks =
  'Obrigado pelo seu pedido! Seu cartão Catalyst está vinculado a uma conta do Catalyst Connect para este endereço de e-mail.';
export const mailVerificationChoosePassword =
  'Escolha uma senha para concluir a configuração. Depois, você poderá editar seu cartão, baixar seu arquivo de contato e compartilhar seu QR code.';
export const mailVerificationAction = 'Configurar minha conta';
export const mailVerificationNote =
  'Este link vale por 7 dias. Se você não pediu um cartão Catalyst, pode ignorar este e-mail.';

export const mailResetSubject = 'Redefina sua senha do Catalyst Connect';
export const mailResetPreview = 'Use este link para escolher uma nova senha.';
export const mailResetAsked =
  'Alguém pediu para redefinir a senha da sua conta do Catalyst Connect.';
export const mailResetAction = 'Escolher uma nova senha';
export const mailResetNote =
  'Este link funciona uma única vez, por 1 hora. Se você não pediu, ignore este e-mail: sua senha continua a mesma.';

export const mailEmailChangeSubject = 'Confirme seu novo e-mail do Catalyst Connect';
export const mailEmailChangePreview =
  'Confirme este endereço para entrar com ele a partir de agora.';
export const mailEmailChangeAsked =
  'Alguém pediu para mudar uma conta do Catalyst Connect para este endereço de e-mail.';
export const mailEmailChangeIfYou =
  'Se foi você, confirme o endereço. Depois disso, você vai entrar com ele em todos os dispositivos.';
export const mailEmailChangeAction = 'Confirmar meu novo endereço';
export const mailEmailChangeNote =
  'Este link funciona uma única vez, por 24 horas. Se você não pediu, ignore este e-mail: nada muda.';

export const mailAddressTakenPreview =
  'Este endereço já tem uma conta, por isso nada foi alterado.';
export const mailAddressTakenAsked =
  'Alguém pediu para mudar uma conta do Catalyst Connect para este endereço de e-mail, mas ele já tem uma conta, por isso nada foi alterado.';
export const mailAddressTakenIfYou =
  'Se foi você, entre com este endereço ou escolha outro endereço para a outra conta.';

export const mailEmailChangingSubject = 'Seu e-mail do Catalyst Connect está sendo alterado';
export const mailEmailChangingPreview = icu<[newEmail: string]>(
  'Uma mudança para {newEmail} aguarda confirmação.',
  'newEmail',
);
export const mailEmailChangingAsked = icu<[newEmail: string]>(
  'Alguém pediu para mudar o e-mail da sua conta do Catalyst Connect para {newEmail}. Nada muda até que o link enviado para esse endereço seja usado.',
  'newEmail',
);
export const mailEmailChangingNotYou =
  'Se não foi você, troque sua senha agora: quem fez o pedido sabia qual era.';
export const mailEmailChangingNote =
  'Até o novo endereço ser confirmado, você continua entrando com este.';

export const mailEmailChangedSubject = 'Seu e-mail do Catalyst Connect foi alterado';
export const mailEmailChangedPreview = icu<[newEmail: string]>(
  'Agora sua conta entra com {newEmail}.',
  'newEmail',
);
export const mailEmailChangedNow = icu<[newEmail: string]>(
  'O e-mail da sua conta do Catalyst Connect agora é {newEmail}. Todos os dispositivos foram desconectados; entre com o novo endereço.',
  'newEmail',
);

export const mailNewSignInSubject = 'Novo acesso à sua conta Catalyst';
export const mailNewSignInPreview = icu<[device: string, when: string]>(
  '{device}, {when}.',
  'device',
  'when',
);
export const mailNewSignInBody = icu<[device: string, when: string]>(
  'Alguém acabou de entrar na sua conta do Catalyst Connect pelo {device}, em {when}.',
  'device',
  'when',
);
export const mailNewSignInIfYou =
  'Se foi você, não precisa fazer nada. Se não foi, encerre essa sessão nas suas configurações e troque sua senha: quem entrou sabia qual era.';
export const mailReviewSessions = 'Revisar minhas sessões';
export const mailNewSignInNote =
  'Enviamos este e-mail quando alguém entra na sua conta por um dispositivo que não foi usado nos últimos 90 dias.';

export const mailPasskeySubject = icu<[added: boolean]>(
  '{added, select, true {Uma chave de acesso foi adicionada à sua conta do Catalyst Connect} other {Uma chave de acesso foi removida da sua conta do Catalyst Connect}}',
  'added',
);
export const mailPasskeyBody = icu<[added: boolean, name: string]>(
  '{added, select, true {A chave de acesso “{name}” foi adicionada à sua conta do Catalyst Connect: ela permite entrar sem senha.} other {A chave de acesso “{name}” foi removida da sua conta do Catalyst Connect: ela não permite mais entrar.}}',
  'added',
  'name',
);

export const mailTwoStepSubject = icu<[on: boolean]>(
  '{on, select, true {A verificação em duas etapas está ativada na sua conta do Catalyst Connect} other {A verificação em duas etapas está desativada na sua conta do Catalyst Connect}}',
  'on',
);
export const mailTwoStepPreview = icu<[on: boolean]>(
  '{on, select, true {Agora, ao entrar, também pedimos um código do seu app autenticador.} other {Ao entrar, não pedimos mais um código.}}',
  'on',
);
export const mailTwoStepBody = icu<[on: boolean]>(
  '{on, select, true {A verificação em duas etapas foi configurada na sua conta do Catalyst Connect: agora, ao entrar, pedimos um código do app autenticador do seu celular ou um dos seus códigos de recuperação.} other {A verificação em duas etapas foi desativada na sua conta do Catalyst Connect: ao entrar, pedimos apenas sua senha.}}',
  'on',
);
