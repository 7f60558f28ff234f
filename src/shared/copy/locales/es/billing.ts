// Billing.
export const returnUrlNotAllowed = 'returnUrl debe ser una dirección de esta aplicación';
export const alreadySubscribed = 'Tu suscripción ya está activa';
export const fixPaymentFirst =
  'Hay un problema con el pago de tu suscripción. Actualiza tu método de pago en «Gestionar facturación».';
export const nothingToCancel = 'No hay ninguna suscripción activa que cancelar';
export const noSuchPayment = 'No existe ese pago';
export const paymentNoLongerConfirmable = 'Este pago ya no se puede confirmar';
export const missingStripeSignature = 'Falta el encabezado Stripe-Signature';
export const invalidSignature = 'Firma no válida';
export const sandboxSendsNoWebhooks = 'El proveedor de pagos de pruebas no envía webhooks';
// Team seats (decision 042).
export const teamAlreadySubscribed = 'La suscripción de tu equipo ya está activa';
export const teamSeatsNotOffered = 'Las suscripciones de equipo aún no están disponibles';
export const teamSeatsIntro =
  'Una sola suscripción da a cada miembro activo del equipo su perfil de Connect y sus Estadísticas. Cada persona que se une añade una licencia al instante (el resto del mes se prorratea); la licencia de un miembro desactivado termina con el mes. A un miembro que ya paga Connect no se le cobra una licencia hasta que termine su propia suscripción.';
export const connectFromTeam =
  'La suscripción de tu equipo incluye tu perfil de Catalyst Connect y tus Estadísticas.';
export const onlyOwnerSubscribesTeam =
  'Solo el propietario del equipo puede iniciar la suscripción del equipo.';
// Team invoices and billing details (docs/product.md#teams).
export const invalidVatId =
  'Introduce un número de IVA con el prefijo de su país, como DE123456789 o FRAB123456789';
export const teamNotBilledYet =
  'El equipo aún no tiene cuenta de facturación: primero inicia la suscripción del equipo';
export const teamNothingToCancel = 'La suscripción del equipo no está activa';
export const noSuchInvoice = 'No existe esa factura';
export const teamPaymentConfirmed =
  'Pago recibido: la suscripción de tu equipo está activa. Enviaremos un recibo al correo de facturación.';
export const teamBillingDetailsSaved = 'Datos de facturación guardados';
export const teamCancelAtPeriodEndIntro =
  'Al cancelar se detiene la renovación: cada miembro conserva Connect hasta el final del periodo ya pagado y después terminan las licencias del equipo.';
export const onlyOwnerChangesTeamBilling =
  'Solo el propietario del equipo puede cambiar los datos de facturación o cancelar la suscripción.';
