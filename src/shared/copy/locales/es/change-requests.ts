// A member's request to change a field the team template locks on their card, and the admins'
// decision (docs/product.md#change-requests).
export const changeRequestFieldUnknown = 'Este no es un campo que defina la plantilla del equipo.';
export const changeRequestFieldNotLocked =
  'Este campo no está bloqueado en tu tarjeta: cámbialo en el editor.';
export const changeRequestAlreadyPending =
  'Ya pediste un cambio en este campo. Un administrador lo decidirá.';
export const changeRequestAlreadyDecided = 'Ya se ha decidido sobre esta solicitud de cambio.';
export const changeRequestOwnDecision =
  'No puedes decidir sobre tu propia solicitud de cambio: la deciden los administradores del equipo.';
export const changeRequestStatusUnknown = 'El estado debe ser pending, approved o rejected.';
export const changeRequestTooMany =
  'Has pedido muchos cambios en la última hora. Vuelve a intentarlo más tarde.';
export const askForChange = 'Pedir un cambio';
export const changeRequested = 'Cambio solicitado';
export const changeRequestNewValue = 'Nuevo valor';
export const changeRequestNote = 'Nota para los administradores (opcional)';
export const changeRequestSend = 'Enviar solicitud';
export const changeRequestSent = 'Tu solicitud se envió a los administradores.';
export const changeRequestsTab = 'Solicitudes de cambio';
export const changeRequestsIntro =
  'Los miembros piden cambiar un campo que la plantilla bloquea en su tarjeta. Un valor aprobado se queda solo en esa tarjeta, y las plantillas lo respetan.';
export const changeRequestsMine = 'Tus solicitudes de cambio';
export const changeRequestsMineIntro =
  'Lo que pediste cambiar en tus tarjetas del equipo y lo que decidieron los administradores.';
export const changeRequestsEmpty = 'Aún no hay solicitudes de cambio.';
export const changeRequestsWaiting = 'Pendientes de decisión';
export const changeRequestsDecided = 'Decididas';
export const changeRequestApprove = 'Aprobar';
export const changeRequestReject = 'Rechazar';
export const changeRequestReason = 'Motivo';
export const changeRequestApproved = 'Cambio aprobado.';
export const changeRequestRejected = 'Cambio rechazado.';
export const changeRequestCleared = '(vacío)';
export const changeRequestStatusLabels = {
  pending: 'Pendiente',
  approved: 'Aprobada',
  rejected: 'Rechazada',
} as const;
export const changeRequestCardMoved =
  'El miembro que lo pidió ya no tiene esta tarjeta. Rechaza la solicitud.';
export const changeRequestCancel = 'Cancelar';
export const changeRequestDialogIntro =
  'Decide un administrador de tu equipo. Una vez aprobado, el valor se muestra solo en esta tarjeta. Deja el valor vacío para borrar el campo.';
export const changeRequestNow = 'Ahora';
export const changeRequestNoteLabel = 'Nota';
