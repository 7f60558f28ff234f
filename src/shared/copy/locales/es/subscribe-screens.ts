// Upgrading to Catalyst Connect (/subscribe) and its payment and confirmation.
import { icu } from './language';

export const upgradeTitle = 'Mejora a Catalyst Connect';
export const upgradeSandboxNotice =
  'MODO DE PRUEBA: pagos de prueba, no se cobra ninguna tarjeta real.';
export const upgradeSandboxCards =
  'Usa 4242 4242 4242 4242 con cualquier fecha futura y cualquier CVC. 4000 0000 0000 0002 se rechaza.';
export const upgradeCardNumber = 'Número de tarjeta';
export const upgradeExpirationDate = 'Fecha de caducidad';
export const upgradeExpiryPlaceholder = 'MM / AA';
export const upgradeSecurityCode = 'Código de seguridad';
export const upgradeSubmit = 'Enviar';
export const upgradeDueToday = 'A pagar hoy:';
export const upgradeShortTitle = 'Mejorar';
export const upgradePitch =
  'Personaliza tu perfil público y compártelo con todas las personas que conozcas: tu tarjeta sigue funcionando y tu perfil Connect le da vida.';
export const upgradeWhatYouGet = 'Lo que incluye';
export const upgradeCancelAnyTimeFromSettings = 'Cancela cuando quieras desde Ajustes.';
export const upgradeActive = 'Tu suscripción está activa.';
export const upgradeGoToMyCards = 'Ir a Mis tarjetas';
export const upgradeTryAgain = 'Intentar de nuevo';
export const upgradeConfirming = 'Confirmando tu suscripción...';
export const upgradeConfirmingSlowly =
  'Esto está tardando más de lo normal. Tu suscripción se activará en cuanto se confirme el pago.';
export const upgradeReturnHome = 'Volver al inicio';
export const upgradePricePerMonth = icu<[price: number]>('US${price} / mes', 'price');
