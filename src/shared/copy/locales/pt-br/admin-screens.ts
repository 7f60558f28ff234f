// The operator console’s screens (/admin): headings, tabs, table columns and buttons.
import { icu } from './language';

export const consoleMail = 'E-mails';
export const consoleStatus = 'Status';
export const consoleAttempts = 'Tentativas';
export const consoleQueued = 'Na fila desde';
export const consoleNextAttempt = 'Próxima tentativa';
export const consoleSent = 'Enviado';
export const consoleActions = 'Ações';
export const consoleRetry = 'Tentar de novo';
export const consoleRetryNow = 'Tentar de novo agora';
export const consoleLoading = 'Carregando...';
export const consoleAdmin = 'Admin';
export const consoleVerified = 'Verificado';
export const consoleInvited = 'Convidado';
export const consoleSuspended = 'Suspenso';
export const consoleTargetLabel = 'Alvo:';
export const consoleReasonLabel = 'Motivo:';
export const consoleBeforeAfter = 'Antes → depois';
export const consoleCardsWithoutAnOwner = 'Cartões sem dono';
export const consoleWorking = 'Processando...';
export const consoleCancel = 'Cancelar';
export const consoleNewOwnerEmail = 'E-mail do novo dono';
export const consoleReason = 'Motivo';
export const consoleReasonOptional = 'Motivo (opcional)';
export const consoleTeams = 'Equipes';
export const consolePlace = 'Posição';
export const consoleMembers = 'Membros';
export const consoleCards = 'Cartões';
export const consoleLockedFields = 'Campos bloqueados';
export const consoleDeleted = 'Excluída';
export const consoleNo = 'Não';
export const consoleTeamId = 'ID da equipe';
export const consoleSendPasswordReset = 'Enviar redefinição de senha';
export const consoleSend = 'Enviar';
export const consoleResendInvitation = 'Reenviar convite';
export const consoleUnsuspend = 'Reativar';
export const consoleSuspend = 'Suspender';
export const consoleOverview = 'Visão geral';
export const consoleAccounts = 'Contas';
export const consoleAdminSections = 'Seções de administração';
export const consoleEmptySection = 'Nenhum.';
export const consoleSubscriptions = 'Assinaturas';
export const consoleStarted = 'Início';
export const consolePeriodEnds = 'Fim do período';
export const consoleCancels = 'Cancela em';
export const consoleRecentMail = 'E-mails recentes';
export const consoleShopOrders = 'Pedidos da loja';
export const consoleOrder = 'Pedido';
export const consoleOrderCards = 'cartões';
export const consoleFilterTheAuditLog = 'Filtrar o registro de auditoria';
export const consoleAdminEmail = 'E-mail do admin';
export const consoleAnyAction = 'Qualquer ação';
export const consoleTargetId = 'ID do alvo';
export const consoleFilter = 'Filtrar';
export const consoleClear = 'Limpar';
export const consoleTakenDown = 'Retirado';
export const consoleHandleLabel = 'Identificador:';
export const consoleTakenDownLabel = 'Retirado em:';
export const consoleMove = 'Mover';
export const consoleMoveCard = 'Mover cartão';
export const consoleRestoreProfile = 'Restaurar perfil';
export const consoleRestore = 'Restaurar';
export const consoleTakeDownProfile = 'Retirar perfil';
export const consoleTakeDown = 'Retirar';
export const consoleCard = 'Cartão';
export const consoleSuspendedSince = 'Suspenso desde';
export const consoleProfile = 'Perfil';
export const consoleAuditLogForThisAccount = 'Registro de auditoria desta conta';
export const consoleEmail = 'E-mail';
export const consoleName = 'Nome';
export const consoleRole = 'Função';
export const consoleOwner = 'Dono';
export const consoleYes = 'Sim';
export const consoleNotVerifiedYet = 'Não (convite ainda não usado)';
export const consoleSubscription = 'Assinatura';
export const consoleStripeCustomer = 'Cliente Stripe';
export const consoleCreated = 'Criado';
export const consoleUpdated = 'Atualizado';
export const consoleAccountId = 'ID da conta';
export const consoleNoEntries = 'Nenhum registro';
export const consoleSearchAccounts = 'Buscar contas';
export const consoleSearchPlaceholder = 'Parte de um e-mail ou nome';
export const consoleNoAccounts = 'Nenhuma conta';
export const consoleAccount = 'Conta';
export const consoleTeam = 'Equipe';
export const consoleSlug = 'Slug';
export const consoleNone = 'Nenhum';
export const consoleSeatsToBillNow = 'Vagas a cobrar agora';
export const consolePerson = 'Pessoa';
export const consoleTeamCards = 'Cartões da equipe';
export const consoleHeldBy = 'Com';
export const consoleInThePool = 'No estoque';
export const consoleVerifiedAccounts = 'Contas verificadas';
export const consoleSuspendedAccounts = 'Contas suspensas';
export const consoleActiveSubscriptions = 'Assinaturas ativas';
export const consoleMonthlyRecurringRevenue = 'Receita recorrente mensal';
export const consoleMessagesLast7Days = 'Mensagens, últimos 7 dias';
export const consoleMailPending = 'E-mails pendentes';
export const consoleMailFailed = 'E-mails com falha';
export const consoleOldestPendingMail = 'E-mail pendente mais antigo';
export const consoleFigures = 'Números';
export const consoleFailed = 'Com falha';
export const consolePending = 'Pendentes';
export const consoleMailStatus = 'Status dos e-mails';
export const consoleNoFailedMail = 'Nenhum e-mail com falha';
export const consoleNoPendingMail = 'Nenhum e-mail pendente';
export const consoleFailedMail = 'E-mails com falha';
export const consolePendingMail = 'E-mails pendentes';
export const consoleTeamPlace = icu<[role: string, status: string]>(
  '{role}, {status}',
  'role',
  'status',
);
export const consoleTeamMembersCount = icu<[active: number, invited: number]>(
  '{active} ativos, {invited} convidados',
  'active',
  'invited',
);
export const consoleTeamCardsCount = icu<[cards: number, pooled: number]>(
  '{cards} ({pooled} no estoque)',
  'cards',
  'pooled',
);
export const consoleSendPasswordResetTitle = icu<[email: string]>(
  'Enviar uma redefinição de senha para {email}',
  'email',
);
export const consoleResendInvitationTitle = icu<[email: string]>(
  'Reenviar o convite para {email}',
  'email',
);
export const consoleUnsuspendTitle = icu<[email: string]>('Reativar {email}', 'email');
export const consoleSuspendTitle = icu<[email: string]>('Suspender {email}', 'email');
export const consoleCardNumber = icu<[id: string]>('cartão {id}', 'id');
export const consoleMoveTitle = icu<[card: string]>('Mover {card} para outra conta', 'card');
export const consoleRestoreTitle = icu<[card: string]>('Restaurar o perfil de {card}', 'card');
export const consoleTakeDownTitle = icu<[card: string]>('Retirar o perfil de {card}', 'card');
export const consoleRetryTitle = icu<[subject: string, to: string]>(
  'Reenviar “{subject}” para {to}',
  'subject',
  'to',
);
export const consoleCardsCount = icu<[count: number]>('Cartões ({count})', 'count');
export const consoleMembersCount = icu<[count: number]>('Membros ({count})', 'count');
export const consoleTeamSubscription = icu<[status: string, seats: number]>(
  '{status}, {seats, plural, one {# vaga} other {# vagas}}',
  'status',
  'seats',
);
export const consoleTeamSubscriptionUntil = icu<
  [status: string, seats: number, ends: boolean, date: string]
>(
  '{status}, {seats, plural, one {# vaga} other {# vagas}}, {ends, select, true {termina} other {renova}} em {date}',
  'status',
  'seats',
  'ends',
  'date',
);
export const consoleAttemptCount = icu<[count: number]>(
  '{count, plural, one {# tentativa} other {# tentativas}}',
  'count',
);
export const consoleCardCount = icu<[count: number]>(
  '{count, plural, one {# cartão} other {# cartões}}',
  'count',
);
/** An account's subscription status on a phone, when it has none. */
export const consoleNoSubscription = 'sem assinatura';
