// Capture at events (docs/product.md#capture): leads met in person, events, follow-ups.
export const captureNameRequired = 'Introduce un nombre: el nombre, los apellidos o ambos';
export const captureContactRequired =
  'Introduce una dirección de correo electrónico o un número de teléfono';
export const captureCardNotFound = 'Esa tarjeta no es tuya';
export const captureEventNotFound = 'No se encontró ese evento';
export const capturedInTheFuture =
  'La hora de captura está en el futuro: revisa el reloj del teléfono';
/** The consent sentence stored with a lead whose owner said the person agreed in person. */
export const consentGivenInPerson = 'Aceptó en persona que se le contacte';
export const eventNameRequired = 'Introduce el nombre del evento';
export const eventDaysInOrder = 'El último día no puede ser anterior al primero';
export const eventTooLong = 'Un evento dura como máximo 31 días';
export const eventManagedByTeamAdmins =
  'Solo los administradores del equipo pueden cambiar sus eventos';
export const noCardToFileLeadUnder = 'Necesitas una tarjeta a la que asignar los leads';
