// The team's audit log (docs/product.md#team-audit-log): its errors and how its rows read.
export const teamAuditUnknownAction = 'El registro de auditoría no recoge esta acción.';
export const teamAuditCursorInvalid =
  'Esta página del registro de auditoría ya no está disponible. Vuelve a empezar.';
export const teamAuditTab = 'Registro de auditoría';
export const teamAuditIntro =
  'Quién cambió qué en el equipo, de lo más reciente a lo más antiguo. Las entradas se conservan durante un año.';
export const teamAuditEmpty = 'Aún no se ha registrado nada.';
export const teamAuditFilterAction = 'Acción';
export const teamAuditFilterPerson = 'Persona';
export const teamAuditAllActions = 'Todas las acciones';
export const teamAuditEveryone = 'Todos';
export const teamAuditLoadMore = 'Cargar más';
export const teamAuditDownloadCsv = 'Descargar CSV';
export const teamAuditWhen = 'Cuándo';
export const teamAuditWho = 'Quién';
export const teamAuditWhat = 'Qué';
export const teamAuditTarget = 'Objeto';
export const teamAuditDetails = 'Detalles';
export const teamAuditSystemActor = 'Catalyst Connect';
export const teamAuditDirectoryActor = 'Directorio de la empresa';

/** The keys of an entry's details as the screen writes them; others show as they are. */
export const teamAuditDetailLabels: Record<string, string> = {
  before: 'Antes',
  after: 'Después',
  role: 'Rol',
  from: 'De',
  to: 'A',
  url: 'Dirección',
  events: 'Eventos',
  seats: 'Licencias',
  status: 'Estado',
  rows: 'Filas',
  filters: 'Filtros',
  scopes: 'Ámbitos',
  keyPrefix: 'Clave',
  accountId: 'Cuenta de HubSpot',
  locked: 'Campos bloqueados',
  admins: 'Administradores',
  field: 'Campo',
  value: 'Valor',
  reason: 'Motivo',
  department: 'Departamento',
  changedCards: 'Tarjetas cambiadas',
  cardsReturned: 'Tarjetas devueltas a la reserva',
  waitsForInvitation: 'Pendiente de la invitación',
  enabled: 'Activado',
  event: 'Evento',
  eventId: 'ID del evento',
  firstDay: 'Primer día',
  lastDay: 'Último día',
};

/** Each action code as the log reads it. */
export const teamAuditActionLabels = {
  'member.invited': 'Miembro invitado',
  'member.joined': 'Miembro incorporado',
  'member.deactivated': 'Miembro desactivado',
  'member.reactivated': 'Miembro reactivado',
  'member.role_changed': 'Rol cambiado',
  'member.department_changed': 'Departamento cambiado',
  'department.created': 'Departamento creado',
  'department.renamed': 'Departamento renombrado',
  'department.deleted': 'Departamento eliminado',
  'department.admins_changed': 'Administradores del departamento cambiados',
  'department.template_saved': 'Plantilla del departamento guardada',
  'change_request.approved': 'Solicitud de cambio aprobada',
  'change_request.rejected': 'Solicitud de cambio rechazada',
  'card.pooled': 'Tarjetas añadidas a la reserva',
  'card.assigned': 'Tarjeta asignada',
  'card.unassigned': 'Tarjeta desasignada',
  'card.exception_cleared': 'Excepción de tarjeta borrada',
  'template.saved': 'Plantilla guardada',
  'webhook.created': 'Webhook creado',
  'webhook.changed': 'Webhook cambiado',
  'webhook.deleted': 'Webhook eliminado',
  'api_key.created': 'Clave de API creada',
  'api_key.revoked': 'Clave de API revocada',
  'integration.connected': 'Integración conectada',
  'integration.disconnected': 'Integración desconectada',
  'leads.exported': 'Leads exportados',
  'event.created': 'Evento creado',
  'event.deleted': 'Evento eliminado',
  'billing.started': 'Suscripción iniciada',
  'billing.seats_changed': 'Licencias cambiadas',
  'team.security_changed': 'Configuración de seguridad cambiada',
  'domain.claimed': 'Dominio reclamado',
  'domain.verified': 'Dominio verificado',
  'domain.unverified': 'Dominio ya no verificado',
  'domain.removed': 'Dominio quitado',
  'sso.saved': 'Inicio de sesión único guardado',
  'sso.removed': 'Inicio de sesión único quitado',
  'scim_token.created': 'Token SCIM creado',
  'scim_token.revoked': 'Token SCIM revocado',
  'scim.user_created': 'El directorio añadió a una persona',
  'scim.user_updated': 'El directorio cambió a una persona',
  'scim.user_deactivated': 'El directorio desactivó a una persona',
  'scim.user_deleted': 'El directorio eliminó a una persona',
  'scim.group_created': 'El directorio añadió un grupo',
  'scim.group_updated': 'El directorio cambió un grupo',
  'scim.group_deleted': 'El directorio eliminó un grupo',
  'team.renamed': 'Equipo renombrado',
  'team.owner_changed': 'Propiedad cedida',
  'team.deleted': 'Equipo eliminado',
} as const;
