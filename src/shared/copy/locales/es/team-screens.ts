// The Team area’s screens (/team): tabs, members, departments, cards, events, insights, joining.
import { icu } from './language';

export const teamCreateATeam = 'Crear un equipo';
export const teamNameLabel = 'Nombre del equipo';
export const teamCreateTeam = 'Crear equipo';
export const teamMembersTab = 'Miembros';
export const teamNameColumn = 'Nombre';
export const teamRoleLabel = 'Rol';
export const teamDepartmentLabel = 'Departamento';
export const teamStatusColumn = 'Estado';
export const teamActions = 'Acciones';
export const teamMember = 'Miembro';
export const teamAdmin = 'Admin';
export const teamNone = 'Ninguno';
export const teamMakeOwner = 'Hacer propietario';
export const teamDeactivate = 'Desactivar';
export const teamReactivate = 'Reactivar';
export const teamResendInvitation = 'Reenviar invitación';
export const teamCancelInvitation = 'Cancelar invitación';
export const teamYesHandTheTeamOver = 'Sí, traspasar el equipo';
export const teamShowLabel = 'Mostrar';
export const teamAllDepartments = 'Todos los departamentos';
export const teamNoDepartment = 'Sin departamento';
export const teamDepartmentsTab = 'Departamentos';
export const teamPeople = 'Personas';
export const teamAdmins = 'Admins';
export const teamDeleteDepartment = 'Eliminar departamento';
export const teamSave = 'Guardar';
export const teamCancel = 'Cancelar';
export const teamAdminsOption = 'Admins del equipo';
export const teamRename = 'Renombrar';
export const teamDelete = 'Eliminar';
export const teamSaveAdmins = 'Guardar admins';
export const teamLeadsOfADeletedTeam = 'Leads de un equipo eliminado';
export const teamCardsTab = 'Tarjetas';
export const teamTemplateTab = 'Plantilla';
export const teamInsightsTab = 'Estadísticas';
export const teamLeadsTab = 'Leads';
export const teamIntegrationsTab = 'Integraciones';
export const teamBillingTab = 'Facturación';
export const teamSectionsLabel = 'Secciones del equipo';
export const teamInviteAColleague = 'Invitar a un compañero';
export const teamEmailAddress = 'Correo electrónico';
export const teamFirstName = 'Nombre';
export const teamLastName = 'Apellido';
export const teamTitleLabel = 'Cargo';
export const teamSendInvitation = 'Enviar invitación';
export const teamAreaTitle = 'Equipo';
export const teamJoinFirstName = 'Nombre';
export const teamJoinLastName = 'Apellido';
export const teamJoinEmail = 'Correo electrónico';
export const teamJoinConfirmPassword = 'Confirmar contraseña';
export const teamCreateAccountAndJoin = 'Crear cuenta y unirme';
export const teamCreatingAccount = 'Creando cuenta...';
export const teamInviteYourColleagues = 'Invita a tus compañeros';
export const teamChecklistInviteHint = 'De uno en uno o muchos a la vez desde un archivo CSV.';
export const teamInvite = 'Invitar';
export const teamAddCardsToThePool = 'Añade tarjetas a la reserva';
export const teamChecklistCardsHint =
  'Tus propias tarjetas o las que pidas: luego asigna cada una a un compañero.';
export const teamAddCards = 'Añadir tarjetas';
export const teamSetTheTemplate = 'Configurar la plantilla';
export const teamChecklistTemplateHint =
  'El nombre, el logotipo y el estilo de tu empresa en cada tarjeta del equipo.';
export const teamStartBilling = 'Empezar la facturación';
export const teamChecklistBillingHint = 'Una plaza por miembro: le da Catalyst Connect a cada uno.';
export const teamSetUpYourTeam = 'Configura tu equipo';
export const teamSetupLabel = 'Configuración del equipo';
export const teamImporting = 'Importando...';
export const teamImportFromCsv = 'Importar desde CSV';
export const teamLine = 'Línea';
export const teamDownloadErrorReport = 'Descargar informe de errores';
export const teamJoining = 'Uniéndote...';
export const teamOpeningYourInvitation = 'Abriendo tu invitación...';
export const teamInvitationUnopenable = 'No se puede abrir esta invitación';
export const teamJoinToAccept = 'para aceptar la invitación.';
export const teamNewEvent = 'Nuevo evento';
export const teamEventName = 'Nombre del evento';
export const teamFirstDay = 'Primer día';
export const teamLastDay = 'Último día';
export const teamCreateEvent = 'Crear evento';
export const teamEventsCaption = 'Eventos';
export const teamEvent = 'Evento';
export const teamDeleteEvent = 'Eliminar evento';
export const teamEventFrom = 'Del';
export const teamEventTo = 'al';
export const teamLoading = 'Cargando...';
export const teamCardsTitle = 'Tarjetas del equipo';
export const teamInThePool = 'En la reserva';
export const teamAddMyCardsToThePool = 'Añadir mis tarjetas a la reserva';
export const teamMyCards = 'Mis tarjetas';
export const teamAddToThePool = 'Añadir a la reserva';
export const teamNewDepartment = 'Nuevo departamento';
export const teamDepartmentName = 'Nombre del departamento';
export const teamCreateDepartment = 'Crear departamento';
export const teamViews = 'Visitas';
export const teamVisitors = 'Visitantes';
export const teamContactsSaved = 'Contactos guardados';
export const teamLinkClicks = 'Clics en enlaces';
export const teamMessagesColumn = 'Mensajes';
export const teamPeriod = 'Periodo';
export const teamSortBy = 'Ordenar por';
export const teamInsightsPerMember = 'Estadísticas por miembro';
export const teamInsightsPerDepartment = 'Estadísticas por departamento';
export const teamImportPeople = 'Importar personas';
export const teamDepartmentNewName = icu<[department: string]>(
  'Nuevo nombre de {department}',
  'department',
);
export const teamPeopleCount = icu<[count: number]>(
  '{count, plural, one {# persona} other {# personas}}',
  'count',
);
export const teamDepartmentAdminsLegend = icu<[department: string]>(
  'Quién dirige {department}',
  'department',
);
export const teamRenameLabel = icu<[name: string]>('Renombrar {name}', 'name');
export const teamAdminsOfLabel = icu<[department: string]>('Admins de {department}', 'department');
export const teamDeleteLabel = icu<[name: string]>('Eliminar {name}', 'name');
export const teamRoleOfLabel = icu<[name: string]>('Rol de {name}', 'name');
export const teamDepartmentOfLabel = icu<[name: string]>('Departamento de {name}', 'name');
export const teamHolderOfLabel = icu<[card: string]>('Titular de {card}', 'card');
export const teamInvitedMember = icu<[name: string]>('{name} (invitado)', 'name');
export const teamLastDays = icu<[days: number]>(
  '{days, plural, one {Último día} other {Últimos # días}}',
  'days',
);
export const teamJoinTitle = icu<[team: string]>('Unirse a {team}', 'team');
export const teamInvitationFor = icu<[email: string]>('Invitación para {email}', 'email');
export const teamJoinLogInAs = icu<[email: string]>('Inicia sesión como {email}', 'email');
export const teamJoinCreateAccount = icu<[email: string]>(
  'Crea tu cuenta para {email} y únete.',
  'email',
);
/** Beside a member who runs a department (the members table), and another one (a department's list). */
export const teamRunsDepartment = icu<[department: string]>('Gestiona {department}', 'department');
export const teamRunsOtherDepartment = icu<[department: string]>(
  '(gestiona {department})',
  'department',
);
