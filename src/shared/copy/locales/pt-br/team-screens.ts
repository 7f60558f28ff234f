// The Team area’s screens (/team): tabs, members, departments, cards, events, insights, joining.
import { icu } from './language';

export const teamCreateATeam = 'Criar uma equipe';
export const teamNameLabel = 'Nome da equipe';
export const teamCreateTeam = 'Criar equipe';
export const teamMembersTab = 'Membros';
export const teamNameColumn = 'Nome';
export const teamRoleLabel = 'Função';
export const teamDepartmentLabel = 'Departamento';
export const teamStatusColumn = 'Status';
export const teamActions = 'Ações';
export const teamMember = 'Membro';
export const teamAdmin = 'Admin';
export const teamNone = 'Nenhum';
export const teamMakeOwner = 'Tornar dono';
export const teamDeactivate = 'Desativar';
export const teamReactivate = 'Reativar';
export const teamResendInvitation = 'Reenviar convite';
export const teamCancelInvitation = 'Cancelar convite';
export const teamYesHandTheTeamOver = 'Sim, transferir a equipe';
export const teamShowLabel = 'Mostrar';
export const teamAllDepartments = 'Todos os departamentos';
export const teamNoDepartment = 'Sem departamento';
export const teamDepartmentsTab = 'Departamentos';
export const teamPeople = 'Pessoas';
export const teamAdmins = 'Admins';
export const teamDeleteDepartment = 'Excluir departamento';
export const teamSave = 'Salvar';
export const teamCancel = 'Cancelar';
export const teamAdminsOption = 'Admins da equipe';
export const teamRename = 'Renomear';
export const teamDelete = 'Excluir';
export const teamSaveAdmins = 'Salvar admins';
export const teamLeadsOfADeletedTeam = 'Leads de uma equipe excluída';
export const teamCardsTab = 'Cartões';
export const teamTemplateTab = 'Modelo';
export const teamInsightsTab = 'Estatísticas';
export const teamLeadsTab = 'Leads';
export const teamIntegrationsTab = 'Integrações';
export const teamBillingTab = 'Faturamento';
export const teamSectionsLabel = 'Seções da equipe';
export const teamInviteAColleague = 'Convidar um colega';
export const teamEmailAddress = 'E-mail';
export const teamFirstName = 'Nome';
export const teamLastName = 'Sobrenome';
export const teamTitleLabel = 'Cargo';
export const teamSendInvitation = 'Enviar convite';
export const teamAreaTitle = 'Equipe';
export const teamJoinFirstName = 'Nome';
export const teamJoinLastName = 'Sobrenome';
export const teamJoinEmail = 'E-mail';
export const teamJoinConfirmPassword = 'Confirmar senha';
export const teamCreateAccountAndJoin = 'Criar conta e entrar';
export const teamCreatingAccount = 'Criando conta...';
export const teamInviteYourColleagues = 'Convide seus colegas';
export const teamChecklistInviteHint = 'Um de cada vez ou vários de uma vez com um arquivo CSV.';
export const teamInvite = 'Convidar';
export const teamAddCardsToThePool = 'Adicione cartões ao estoque';
export const teamChecklistCardsHint =
  'Seus próprios cartões ou os que você encomendar: depois entregue cada um a um colega.';
export const teamAddCards = 'Adicionar cartões';
export const teamSetTheTemplate = 'Definir o modelo';
export const teamChecklistTemplateHint =
  'O nome, o logo e o visual da sua empresa em cada cartão da equipe.';
export const teamStartBilling = 'Iniciar a cobrança';
export const teamChecklistBillingHint = 'Uma vaga por membro: ela dá o Catalyst Connect a cada um.';
export const teamSetUpYourTeam = 'Configure sua equipe';
export const teamSetupLabel = 'Configuração da equipe';
export const teamImporting = 'Importando...';
export const teamImportFromCsv = 'Importar de CSV';
export const teamLine = 'Linha';
export const teamDownloadErrorReport = 'Baixar relatório de erros';
export const teamJoining = 'Entrando...';
export const teamOpeningYourInvitation = 'Abrindo seu convite...';
export const teamInvitationUnopenable = 'Não foi possível abrir este convite';
export const teamJoinToAccept = 'para aceitar o convite.';
export const teamNewEvent = 'Novo evento';
export const teamEventName = 'Nome do evento';
export const teamFirstDay = 'Primeiro dia';
export const teamLastDay = 'Último dia';
export const teamCreateEvent = 'Criar evento';
export const teamEventsCaption = 'Eventos';
export const teamEvent = 'Evento';
export const teamDeleteEvent = 'Excluir evento';
export const teamEventFrom = 'De';
export const teamEventTo = 'a';
export const teamLoading = 'Carregando...';
export const teamCardsTitle = 'Cartões da equipe';
export const teamInThePool = 'No estoque';
export const teamAddMyCardsToThePool = 'Adicionar meus cartões ao estoque';
export const teamMyCards = 'Meus cartões';
export const teamAddToThePool = 'Adicionar ao estoque';
export const teamNewDepartment = 'Novo departamento';
export const teamDepartmentName = 'Nome do departamento';
export const teamCreateDepartment = 'Criar departamento';
export const teamViews = 'Visualizações';
export const teamVisitors = 'Visitantes';
export const teamContactsSaved = 'Contatos salvos';
export const teamLinkClicks = 'Cliques em links';
export const teamMessagesColumn = 'Mensagens';
export const teamPeriod = 'Período';
export const teamSortBy = 'Ordenar por';
export const teamInsightsPerMember = 'Estatísticas por membro';
export const teamInsightsPerDepartment = 'Estatísticas por departamento';
export const teamImportPeople = 'Importar pessoas';
export const teamDepartmentNewName = icu<[department: string]>(
  'Novo nome de {department}',
  'department',
);
export const teamPeopleCount = icu<[count: number]>(
  '{count, plural, one {# pessoa} other {# pessoas}}',
  'count',
);
export const teamDepartmentAdminsLegend = icu<[department: string]>(
  'Quem gerencia {department}',
  'department',
);
export const teamRenameLabel = icu<[name: string]>('Renomear {name}', 'name');
export const teamAdminsOfLabel = icu<[department: string]>('Admins de {department}', 'department');
export const teamDeleteLabel = icu<[name: string]>('Excluir {name}', 'name');
export const teamRoleOfLabel = icu<[name: string]>('Função de {name}', 'name');
export const teamDepartmentOfLabel = icu<[name: string]>('Departamento de {name}', 'name');
export const teamHolderOfLabel = icu<[card: string]>('Titular de {card}', 'card');
export const teamInvitedMember = icu<[name: string]>('{name} (convidado)', 'name');
export const teamLastDays = icu<[days: number]>(
  '{days, plural, one {Último dia} other {Últimos # dias}}',
  'days',
);
export const teamJoinTitle = icu<[team: string]>('Entrar em {team}', 'team');
export const teamInvitationFor = icu<[email: string]>('Convite para {email}', 'email');
export const teamJoinLogInAs = icu<[email: string]>('Entre como {email}', 'email');
export const teamJoinCreateAccount = icu<[email: string]>(
  'Crie sua conta para {email} e entre na equipe.',
  'email',
);
/** Beside a member who runs a department (the members table), and another one (a department's list). */
export const teamRunsDepartment = icu<[department: string]>('Gerencia {department}', 'department');
export const teamRunsOtherDepartment = icu<[department: string]>(
  '(gerencia {department})',
  'department',
);
