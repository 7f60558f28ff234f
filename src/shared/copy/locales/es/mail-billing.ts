import { icu } from './language';

export const mailReceiptSubject = icu<[amount: string, paidOn: string]>(
  'Tu recibo de Catalyst Connect: {amount} el {paidOn}',
  'amount',
  'paidOn',
);
export const mailReceiptPreview = icu<[amount: string]>('Recibimos tu pago de {amount}.', 'amount');
export const mailReceiptBody = icu<[amount: string, paidOn: string]>(
  'Recibimos tu pago de {amount} por Catalyst Connect (plan mensual) el {paidOn}. ¡Gracias!',
  'amount',
  'paidOn',
);
export const mailReceiptPaidUntil = icu<[until: string]>(
  'Tu perfil Connect está pagado hasta el {until} y se renueva cada mes.',
  'until',
);
export const mailReceiptRenews = 'Tu perfil Connect se renueva cada mes.';
export const mailReceiptCancel =
  'Para cancelar, abre Configuración, luego Facturación, y elige Cancelar suscripción. Tu perfil sigue activo hasta el final del periodo pagado; después, la página de tu tarjeta muestra tus datos básicos en las mismas direcciones.';
export const mailManageBilling = 'Gestionar la facturación';
export const mailKeepReceipt = 'Guarda este correo como recibo.';

export const mailTeamReceiptSubject = icu<[amount: string, paidOn: string, team: string]>(
  'Tu recibo de Catalyst Connect: {amount} el {paidOn} para {team}',
  'amount',
  'paidOn',
  'team',
);
export const mailTeamReceiptPreview = icu<[team: string, amount: string]>(
  'Recibimos el pago de {team} por {amount}.',
  'team',
  'amount',
);
export const mailTeamReceiptBody = icu<
  [team: string, amount: string, seats: number, paidOn: string]
>(
  'Recibimos el pago de {team} por {amount} por las plazas de equipo de Catalyst Connect ({seats, plural, one {# plaza} other {# plazas}}, plan mensual) el {paidOn}. ¡Gracias!',
  'team',
  'amount',
  'seats',
  'paidOn',
);
export const mailInvoiceNumber = icu<[invoiceNumber: string]>(
  'Número de factura: {invoiceNumber}.',
  'invoiceNumber',
);
export const mailTeamPaidUntil = icu<[until: string]>(
  'Las plazas del equipo están pagadas hasta el {until} y se renuevan cada mes.',
  'until',
);
export const mailTeamRenews = 'Las plazas del equipo se renuevan cada mes.';
export const mailTeamBillingWhere =
  'El propietario del equipo encuentra todas las facturas, el correo de facturación, el número de IVA y el botón para cancelar en la pestaña Facturación del área Equipo.';
export const mailOpenTeamBilling = 'Abrir la facturación del equipo';
