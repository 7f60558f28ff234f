// The team's audit log (docs/product.md#team-audit-log): its errors and how its rows read.
export const teamAuditUnknownAction = 'Esta não é uma ação que o registro de auditoria registra.';
export const teamAuditCursorInvalid =
  'Esta página do registro de auditoria não está mais disponível. Comece de novo.';
export const teamAuditTab = 'Registro de auditoria';
export const teamAuditIntro =
  'Quem alterou o quê na equipe, das mais recentes para as mais antigas. As entradas são mantidas por um ano.';
export const teamAuditEmpty = 'Nada foi registrado ainda.';
export const teamAuditFilterAction = 'Ação';
export const teamAuditFilterPerson = 'Pessoa';
export const teamAuditAllActions = 'Todas as ações';
export const teamAuditEveryone = 'Todos';
export const teamAuditLoadMore = 'Carregar mais';
export const teamAuditDownloadCsv = 'Baixar CSV';
export const teamAuditWhen = 'Quando';
export const teamAuditWho = 'Quem';
export const teamAuditWhat = 'O quê';
export const teamAuditTarget = 'Alvo';
export const teamAuditDetails = 'Detalhes';
export const teamAuditSystemActor = 'Catalyst Connect';
export const teamAuditDirectoryActor = 'Diretório da empresa';

/** The keys of an entry's details as the screen writes them; others show as they are. */
export const teamAuditDetailLabels: Record<string, string> = {
  before: 'Antes',
  after: 'Depois',
  role: 'Função',
  from: 'De',
  to: 'Para',
  url: 'Endereço',
  events: 'Eventos',
  seats: 'Licenças',
  status: 'Status',
  rows: 'Linhas',
  filters: 'Filtros',
  scopes: 'Escopos',
  keyPrefix: 'Chave',
  accountId: 'Conta do HubSpot',
  locked: 'Campos bloqueados',
  admins: 'Administradores',
  field: 'Campo',
  value: 'Valor',
  reason: 'Motivo',
  department: 'Departamento',
  changedCards: 'Cartões alterados',
  cardsReturned: 'Cartões de volta à reserva',
  waitsForInvitation: 'Aguarda o convite',
  enabled: 'Ativado',
  event: 'Evento',
  eventId: 'ID do evento',
  firstDay: 'Primeiro dia',
  lastDay: 'Último dia',
};

/** Each action code as the log reads it. */
export const teamAuditActionLabels = {
  'member.invited': 'Membro convidado',
  'member.joined': 'Membro entrou na equipe',
  'member.deactivated': 'Membro desativado',
  'member.reactivated': 'Membro reativado',
  'member.role_changed': 'Função alterada',
  'member.department_changed': 'Departamento alterado',
  'department.created': 'Departamento criado',
  'department.renamed': 'Departamento renomeado',
  'department.deleted': 'Departamento excluído',
  'department.admins_changed': 'Administradores do departamento alterados',
  'department.template_saved': 'Modelo do departamento salvo',
  'change_request.approved': 'Solicitação de alteração aprovada',
  'change_request.rejected': 'Solicitação de alteração recusada',
  'card.pooled': 'Cartões adicionados à reserva',
  'card.assigned': 'Cartão atribuído',
  'card.unassigned': 'Atribuição do cartão removida',
  'card.exception_cleared': 'Exceção do cartão removida',
  'template.saved': 'Modelo salvo',
  'webhook.created': 'Webhook criado',
  'webhook.changed': 'Webhook alterado',
  'webhook.deleted': 'Webhook excluído',
  'api_key.created': 'Chave de API criada',
  'api_key.revoked': 'Chave de API revogada',
  'integration.connected': 'Integração conectada',
  'integration.disconnected': 'Integração desconectada',
  'leads.exported': 'Leads exportados',
  'event.created': 'Evento criado',
  'event.deleted': 'Evento excluído',
  'billing.started': 'Assinatura iniciada',
  'billing.seats_changed': 'Licenças alteradas',
  'team.security_changed': 'Configurações de segurança alteradas',
  'domain.claimed': 'Domínio reivindicado',
  'domain.verified': 'Domínio verificado',
  'domain.unverified': 'Domínio não mais verificado',
  'domain.removed': 'Domínio removido',
  'sso.saved': 'Login único salvo',
  'sso.removed': 'Login único removido',
  'scim_token.created': 'Token SCIM criado',
  'scim_token.revoked': 'Token SCIM revogado',
  'scim.user_created': 'O diretório adicionou uma pessoa',
  'scim.user_updated': 'O diretório alterou uma pessoa',
  'scim.user_deactivated': 'O diretório desativou uma pessoa',
  'scim.user_deleted': 'O diretório excluiu uma pessoa',
  'scim.group_created': 'O diretório adicionou um grupo',
  'scim.group_updated': 'O diretório alterou um grupo',
  'scim.group_deleted': 'O diretório excluiu um grupo',
  'team.renamed': 'Equipe renomeada',
  'team.owner_changed': 'Equipe transferida',
  'team.deleted': 'Equipe excluída',
} as const;
