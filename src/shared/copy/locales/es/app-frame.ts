import { icu } from './language';

// The signed-in app's frame and shared parts (docs/product.md#signed-in-layout): the sidebar and
// user menu, Home, the team's billing, leads and integrations pages, and the components every
// screen uses (save bar, password field, loading and error states).

// Home: the owner's cards.
/** Above the cards; {number} is the count in bold. */
export const appViewsOfYourCards = icu<[count: number, number: string]>(
  '{count, plural, one {{number} visita} other {{number} visitas}} a tus tarjetas en los últimos 30 días',
  'count',
  'number',
);
export const appMyCards = 'Mis tarjetas';
export const appCardsForYourColleagues = '¿Tarjetas para tus compañeros?';
export const appCreateATeam = 'Crear un equipo';
export const appNoCardsYet = 'Aún no hay tarjetas';
export const appCardsYouBuyInTheCatalyst =
  'Las tarjetas que compres en la tienda de Catalyst aparecen aquí, listas para configurar.';
export const appVisitTheShop = 'Ir a la tienda';

// The team's billing page: the seats and the subscription.
export const appActive = 'Activa';
export const appTrial = 'Prueba';
export const appPaymentFailedRetrying = 'Pago fallido: reintentando';
export const appUnpaid = 'Impagada';
export const appWaitingForTheFirstPayment = 'Esperando el primer pago';
export const appNotStarted = 'Sin iniciar';
export const appEnded = 'Finalizada';
export const appSeats = 'Puestos';
export const appStartTheTeamsSubscription = 'Iniciar la suscripción del equipo';
export const appInvoices = 'Facturas';
export const appBillingDetails = 'Datos de facturación';
export const appCancelTheSubscription = 'Cancelar la suscripción';
export const appStatus = 'Estado';
export const appPricePerSeat = 'Precio por puesto';
export const appNextInvoice = 'Próxima factura';
export const appNone = 'Ninguna';
export const appFirstPayment = 'Primer pago';
export const appPricePerMonth = icu<[price: string]>('{price} / mes', 'price');
/** The next invoice's amount and the day it is charged. */
export const appAmountOnDate = icu<[amount: string, date: string]>(
  '{amount} el {date}',
  'amount',
  'date',
);
/** Once cancelled; {date} is shown in bold. */
export const appSubscriptionEndsOn = icu<[date: string]>(
  'La suscripción finaliza el {date}.',
  'date',
);

// The team's integrations page, for a member who is not the team's admin.
export const appTeam = 'Equipo';
export const appGoToTheTeamArea = 'Ir al área de Equipo';

// The team's leads: the table of every member's messages.
export const appLeads = 'Leads';
export const appVisitor = 'Visitante';
export const appMessage = 'Mensaje';
export const appCard = 'Tarjeta';
export const appMember = 'Miembro';
export const appDepartment = 'Departamento';
export const appReceived = 'Recibido';

// The sidebar's areas.
export const appCatalystConnectHome = 'Inicio de Catalyst Connect';
export const appMain = 'Navegación principal';
export const appCards = 'Tarjetas';
export const appMessages = 'Mensajes';
export const appCapture = 'Captura';
export const appIntegrations = 'Integraciones';
export const appAdmin = 'Administración';
export const appSettings = 'Ajustes';

// The signed-in layout's menu on a phone.
export const appMenu = 'Menú';
export const appCloseSidebar = 'Cerrar barra lateral';
export const appOpenSidebar = 'Abrir barra lateral';

// The user menu at the top right.
export const appOpenUserMenu = 'Abrir menú de usuario';
export const appYourProfile = 'Tu perfil';
export const appSignOut = 'Cerrar sesión';

// The breadcrumbs above a page's title.
export const appHome = 'Inicio';
export const appBreadcrumb = 'Ruta de navegación';

// The error page.
export const appOops = '¡Vaya!';
export const appGoBackToHome = 'Volver al inicio';

// The event filter of the lead lists and Insights.
export const appEvent = 'Evento';

// Loading states.
export const appLoading = 'Cargando...';

// The profile editor's live preview.
export const appLivePreview = 'Vista previa en directo';

// The save bar of an editor with unsaved changes.
export const appUnsavedChanges = 'Cambios sin guardar';
export const appUnsavedChangesCount = icu<[count: number]>(
  '{count, plural, one {# cambio sin guardar} other {# cambios sin guardar}}',
  'count',
);
export const appReload = 'Recargar';
export const appDiscard = 'Descartar';
export const appRestore = 'Restaurar';
export const appSaveChanges = 'Guardar cambios';

// The two-step sign-in setup's password step.
export const appCurrentPassword = 'Contraseña actual';

// A form's submit button.
export const appSaving = 'Guardando...';
export const appSave = 'Guardar';

// A password field's show/hide toggle.
export const appHide = 'Ocultar';
export const appShow = 'Mostrar';
/** The toggle's accessible name; {field} is the field's label. */
export const appHideField = icu<[field: string]>('Ocultar {field}', 'field');
export const appShowField = icu<[field: string]>('Mostrar {field}', 'field');

// A screen whose data failed to load.
export const appTryAgain = 'Reintentar';

// A confirmation's default way out.
export const appNoKeepIt = 'No, mantener';

// The name a new passkey gets when its browser or system is not recognised ('Chrome on Mac').
export const appPasskeyBrowser = 'Navegador';
export const appPasskeyThisDevice = 'este dispositivo';

// The prompt before leaving a page with unsaved changes.
export const appLeaveWithoutSavingTitle = '¿Salir sin guardar?';
export const appYouHaveChangesThatAreNot =
  'Tienes cambios que aún no se han guardado. Si sales de esta página ahora, se perderán.';
export const appLeaveWithoutSavingButton = 'Salir sin guardar';
export const appStayOnThisPage = 'Quedarme en esta página';

// A checklist's progress, and each step's state for screen readers.
export const appStepDone = '(completado)';
export const appStepToDo = '(pendiente)';
export const appStepsDone = icu<[done: number, total: number]>(
  '{done} de {total} completados',
  'done',
  'total',
);

// Words many screens share: actions, a lead's or card's fields, busy labels.
export const appCancel = 'Cancelar';
export const appClose = 'Cerrar';
export const appDelete = 'Eliminar';
export const appEdit = 'Editar';
export const appRemove = 'Quitar';
export const appCopied = 'Copiado';
export const appPreview = 'Vista previa';
export const appName = 'Nombre';
export const appEmail = 'Correo electrónico';
export const appPhone = 'Teléfono';
export const appCompany = 'Empresa';
/** A person's job title, as a field's label. */
export const appJobTitle = 'Cargo';
export const appNote = 'Nota';
export const appWorksOffline = 'Funciona sin conexión';
export const appDownloadVcard = 'Descargar vCard';
export const appChoosePhoto = 'Elegir una foto';
export const appUploading = 'Subiendo...';
export const appCreating = 'Creando...';
/** After a number of days (a period's length). */
export const appDays = 'días';
