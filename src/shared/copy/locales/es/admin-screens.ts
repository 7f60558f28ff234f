// The operator console’s screens (/admin): headings, tabs, table columns and buttons.
import { icu } from './language';

export const consoleMail = 'Correo';
export const consoleStatus = 'Estado';
export const consoleAttempts = 'Intentos';
export const consoleQueued = 'En cola desde';
export const consoleNextAttempt = 'Próximo intento';
export const consoleSent = 'Enviado';
export const consoleActions = 'Acciones';
export const consoleRetry = 'Reintentar';
export const consoleRetryNow = 'Reintentar ahora';
export const consoleLoading = 'Cargando...';
export const consoleAdmin = 'Admin';
export const consoleVerified = 'Verificado';
export const consoleInvited = 'Invitado';
export const consoleSuspended = 'Suspendido';
export const consoleTargetLabel = 'Objetivo:';
export const consoleReasonLabel = 'Motivo:';
export const consoleBeforeAfter = 'Antes → después';
export const consoleCardsWithoutAnOwner = 'Tarjetas sin propietario';
export const consoleWorking = 'Procesando...';
export const consoleCancel = 'Cancelar';
export const consoleNewOwnerEmail = 'Correo electrónico del nuevo propietario';
export const consoleReason = 'Motivo';
export const consoleReasonOptional = 'Motivo (opcional)';
export const consoleTeams = 'Equipos';
export const consolePlace = 'Posición';
export const consoleMembers = 'Miembros';
export const consoleCards = 'Tarjetas';
export const consoleLockedFields = 'Campos bloqueados';
export const consoleDeleted = 'Eliminado';
export const consoleNo = 'No';
export const consoleTeamId = 'ID del equipo';
export const consoleSendPasswordReset = 'Enviar restablecimiento de contraseña';
export const consoleSend = 'Enviar';
export const consoleResendInvitation = 'Reenviar invitación';
export const consoleUnsuspend = 'Reactivar';
export const consoleSuspend = 'Suspender';
export const consoleOverview = 'Resumen';
export const consoleAccounts = 'Cuentas';
export const consoleAdminSections = 'Secciones de administración';
export const consoleEmptySection = 'Ninguno.';
export const consoleSubscriptions = 'Suscripciones';
export const consoleStarted = 'Inicio';
export const consolePeriodEnds = 'Fin del periodo';
export const consoleCancels = 'Se cancela';
export const consoleRecentMail = 'Correos recientes';
export const consoleShopOrders = 'Pedidos de la tienda';
export const consoleOrder = 'Pedido';
export const consoleOrderCards = 'tarjetas';
export const consoleFilterTheAuditLog = 'Filtrar el registro de auditoría';
export const consoleAdminEmail = 'Correo del admin';
export const consoleAnyAction = 'Cualquier acción';
export const consoleTargetId = 'ID del objetivo';
export const consoleFilter = 'Filtrar';
export const consoleClear = 'Borrar';
export const consoleTakenDown = 'Retirado';
export const consoleHandleLabel = 'Identificador:';
export const consoleTakenDownLabel = 'Retirado el:';
export const consoleMove = 'Mover';
export const consoleMoveCard = 'Mover tarjeta';
export const consoleRestoreProfile = 'Restaurar perfil';
export const consoleRestore = 'Restaurar';
export const consoleTakeDownProfile = 'Retirar perfil';
export const consoleTakeDown = 'Retirar';
export const consoleCard = 'Tarjeta';
export const consoleSuspendedSince = 'Suspendido desde';
export const consoleProfile = 'Perfil';
export const consoleAuditLogForThisAccount = 'Registro de auditoría de esta cuenta';
export const consoleEmail = 'Correo electrónico';
export const consoleName = 'Nombre';
export const consoleRole = 'Rol';
export const consoleOwner = 'Propietario';
export const consoleYes = 'Sí';
export const consoleNotVerifiedYet = 'No (invitación aún sin usar)';
export const consoleSubscription = 'Suscripción';
export const consoleStripeCustomer = 'Cliente de Stripe';
export const consoleCreated = 'Creado';
export const consoleUpdated = 'Actualizado';
export const consoleAccountId = 'ID de la cuenta';
export const consoleNoEntries = 'No hay entradas';
export const consoleSearchAccounts = 'Buscar cuentas';
export const consoleSearchPlaceholder = 'Parte de un correo electrónico o de un nombre';
export const consoleNoAccounts = 'No hay cuentas';
export const consoleAccount = 'Cuenta';
export const consoleTeam = 'Equipo';
export const consoleSlug = 'Slug';
export const consoleNone = 'Ninguno';
export const consoleSeatsToBillNow = 'Plazas por facturar ahora';
export const consolePerson = 'Persona';
export const consoleTeamCards = 'Tarjetas del equipo';
export const consoleHeldBy = 'En manos de';
export const consoleInThePool = 'En la reserva';
export const consoleVerifiedAccounts = 'Cuentas verificadas';
export const consoleSuspendedAccounts = 'Cuentas suspendidas';
export const consoleActiveSubscriptions = 'Suscripciones activas';
export const consoleMonthlyRecurringRevenue = 'Ingresos recurrentes mensuales';
export const consoleMessagesLast7Days = 'Mensajes, últimos 7 días';
export const consoleMailPending = 'Correos pendientes';
export const consoleMailFailed = 'Correos fallidos';
export const consoleOldestPendingMail = 'Correo pendiente más antiguo';
export const consoleFigures = 'Cifras';
export const consoleFailed = 'Fallidos';
export const consolePending = 'Pendientes';
export const consoleMailStatus = 'Estado del correo';
export const consoleNoFailedMail = 'No hay correos fallidos';
export const consoleNoPendingMail = 'No hay correos pendientes';
export const consoleFailedMail = 'Correos fallidos';
export const consolePendingMail = 'Correos pendientes';
export const consoleTeamPlace = icu<[role: string, status: string]>(
  '{role}, {status}',
  'role',
  'status',
);
export const consoleTeamMembersCount = icu<[active: number, invited: number]>(
  '{active} activos, {invited} invitados',
  'active',
  'invited',
);
export const consoleTeamCardsCount = icu<[cards: number, pooled: number]>(
  '{cards} ({pooled} en la reserva)',
  'cards',
  'pooled',
);
export const consoleSendPasswordResetTitle = icu<[email: string]>(
  'Enviar un restablecimiento de contraseña a {email}',
  'email',
);
export const consoleResendInvitationTitle = icu<[email: string]>(
  'Reenviar la invitación a {email}',
  'email',
);
export const consoleUnsuspendTitle = icu<[email: string]>('Reactivar {email}', 'email');
export const consoleSuspendTitle = icu<[email: string]>('Suspender {email}', 'email');
export const consoleCardNumber = icu<[id: string]>('tarjeta {id}', 'id');
export const consoleMoveTitle = icu<[card: string]>('Mover {card} a otra cuenta', 'card');
export const consoleRestoreTitle = icu<[card: string]>('Restaurar el perfil de {card}', 'card');
export const consoleTakeDownTitle = icu<[card: string]>('Retirar el perfil de {card}', 'card');
export const consoleRetryTitle = icu<[subject: string, to: string]>(
  'Reenviar “{subject}” a {to}',
  'subject',
  'to',
);
export const consoleCardsCount = icu<[count: number]>('Tarjetas ({count})', 'count');
export const consoleMembersCount = icu<[count: number]>('Miembros ({count})', 'count');
export const consoleTeamSubscription = icu<[status: string, seats: number]>(
  '{status}, {seats, plural, one {# plaza} other {# plazas}}',
  'status',
  'seats',
);
export const consoleTeamSubscriptionUntil = icu<
  [status: string, seats: number, ends: boolean, date: string]
>(
  '{status}, {seats, plural, one {# plaza} other {# plazas}}, {ends, select, true {termina} other {se renueva}} el {date}',
  'status',
  'seats',
  'ends',
  'date',
);
export const consoleAttemptCount = icu<[count: number]>(
  '{count, plural, one {# intento} other {# intentos}}',
  'count',
);
export const consoleCardCount = icu<[count: number]>(
  '{count, plural, one {# tarjeta} other {# tarjetas}}',
  'count',
);
/** An account's subscription status on a phone, when it has none. */
export const consoleNoSubscription = 'sin suscripción';
