// Profile and settings (/settings) and the billing portal (/settings/billing).
import { icu } from './language';

export const settingsNotSubscribedSentence = 'No tienes una suscripción a Catalyst Connect.';
export const settingsBilling = 'Facturación';
export const settingsBillingHint =
  'Tu suscripción a Catalyst Connect, tus facturas y tu método de pago.';
export const settingsManageBilling = 'Gestionar facturación';
export const settingsCancelSubscription = 'Cancelar suscripción';
export const settingsCancelSubscriptionButton = 'Cancelar suscripción';
export const settingsYesCancel = 'Sí, cancelar';
export const settingsChangePassword = 'Cambiar contraseña';
export const settingsChangePasswordHint =
  'Elige una contraseña nueva de al menos 8 caracteres. Se cerrará la sesión en tus otros dispositivos.';
export const settingsCurrentPassword = 'Contraseña actual';
export const settingsNewPassword = 'Contraseña nueva';
export const settingsConfirmYourPassword = 'Confirma tu contraseña';
export const settingsYesRemoveIt = 'Sí, quitarla';
export const settingsPersonalInformation = 'Información personal';
export const settingsPersonalInformationHint = 'El nombre y el correo electrónico de tu cuenta.';
export const settingsFirstNameRequired = 'Nombre *';
export const settingsLastNameRequired = 'Apellido *';
export const settingsEmailRequired = 'Correo electrónico *';
export const settingsEmailPasswordHint =
  'Necesaria para cambiar tu correo electrónico. Enviaremos un enlace a la nueva dirección para confirmarla.';
export const settingsActive = 'Activa';
export const settingsTrial = 'Prueba';
export const settingsPaymentOverdue = 'Pago atrasado';
export const settingsWaitingForTheFirstPayment = 'Esperando el primer pago';
export const settingsExpiredBeforePayment = 'Caducada antes del pago';
export const settingsCanceled = 'Cancelada';
export const settingsUnpaid = 'Impagada';
export const settingsPaused = 'En pausa';
export const settingsBillingPortal = 'Portal de facturación';
export const settingsSandboxNotice =
  'Modo de prueba: pagos de prueba. No se cobra ninguna tarjeta real.';
export const settingsPlan = 'Plan';
export const settingsStatus = 'Estado';
export const settingsNotSubscribed = 'Sin suscripción';
export const settingsNextPayment = 'Próximo pago';
export const settingsEndsOn = 'Termina el';
export const settingsBackToSettings = 'Volver a Ajustes';
export const settingsProfileAndSettings = 'Perfil y ajustes';
export const settingsSubscriptionEnds = icu<[date: string]>(
  'Tu suscripción está cancelada y termina el {date}. Tu perfil Connect seguirá publicado hasta entonces.',
  'date',
);
export const settingsPlanPrice = icu<[price: number]>(
  'Catalyst Connect, US${price} / mes',
  'price',
);
export const settingsNextPaymentOn = icu<[date: string]>('próximo pago el {date}', 'date');
