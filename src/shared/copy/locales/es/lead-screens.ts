// The owner's Messages screen (docs/product.md#messages): the lead list, a lead's tools, its
// CRM status and the follow-up mail.

// A lead's CRM status.
export const leadsUiWaiting = 'En espera';
export const leadsUiCrm = 'CRM';
export const leadsUiRetry = 'Reintentar';

// The bar of the selected leads.
export const leadsUiSelectAll = 'Seleccionar todo';
export const leadsUiSendFollowUp = 'Enviar seguimiento';

// The follow-up mail's dialog.
export const leadsUiSubject = 'Asunto';
export const leadsUiText = 'Texto';

// The lead list's filters.
export const leadsUiSearch = 'Buscar';
export const leadsUiNameEmailOrCompany = 'Nombre, correo o empresa';
export const leadsUiAllButArchived = 'Todos menos archivados';

// A lead's tools: status, archive, delete, note.
export const leadsUiArchive = 'Archivar';
export const leadsUiSaveNote = 'Guardar nota';
export const leadsUiYesDeleteIt = 'Sí, eliminar';

// The Messages page: the list and a lead's details.
export const leadsUiUnread = 'No leído';
export const leadsUiSource = 'Origen';
export const leadsUiConsent = 'Consentimiento';
export const leadsUiReplyByEmail = 'Responder por correo';
export const leadsUiSaveAsContact = 'Guardar como contacto';
export const leadsUiExportCsv = 'Exportar CSV';
export const leadsUiNoMessagesYet = 'Aún no hay mensajes';
export const leadsUiWhenVisitorsUseTheLetsConnect =
  'Cuando los visitantes usen el formulario “Let’s Connect!” de tu perfil, sus mensajes aparecerán aquí.';
export const leadsUiUnreadOnly = 'Solo no leídos';
export const leadsUiAllCards = 'Todas las tarjetas';
