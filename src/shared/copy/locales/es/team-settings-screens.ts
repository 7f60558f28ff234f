// The Team area’s settings: the template, billing, invoices, single sign-on, deleting the team.
import { icu } from './language';

export const teamNoInvoicesYet = 'Aún no hay facturas.';
export const teamInvoices = 'Facturas';
export const teamInvoiceNumber = 'Número';
export const teamInvoiceDate = 'Fecha';
export const teamInvoiceAmount = 'Importe';
export const teamInvoiceColumn = 'Factura';
export const teamInvoiceDraft = 'Borrador';
export const teamInvoiceView = 'Ver';
export const teamCompanyLogo = 'Logotipo de la empresa';
export const teamUploading = 'Subiendo...';
export const teamChangeLogo = 'Cambiar logotipo';
export const teamUploadLogo = 'Subir logotipo';
export const teamRemoveLogo = 'Quitar logotipo';
export const teamCancelAtPeriodEnd = 'Cancelar al final del periodo';
export const teamCancelSubscriptionTitle = 'Cancelar la suscripción del equipo';
export const teamCancelRenewalQuestion = '¿Detener la renovación al final del periodo ya pagado?';
export const teamYesCancelAtPeriodEnd = 'Sí, cancelar al final del periodo';
export const teamNoneOnFile = 'Ninguno registrado';
export const teamPaymentCard = 'Tarjeta';
export const teamPaymentMethodLabel = 'Método de pago:';
export const teamBillingEMail = 'Correo de facturación';
export const teamVatNumber = 'Número de IVA';
export const teamBillingDetails = 'Datos de facturación';
export const teamBillingEmailHint = 'Las facturas y los recibos llegan aquí.';
export const teamVatNumberHint = 'Con el prefijo del país; aparece en las próximas facturas.';
export const teamSaveBillingDetails = 'Guardar datos de facturación';
export const teamSingleSignOn = 'Inicio de sesión único';
export const teamSsoProtocol = 'Protocolo';
export const teamRedirectUri = 'URI de redirección';
export const teamSsoIssuer = 'Emisor';
export const teamClientId = 'ID de cliente';
export const teamClientSecret = 'Secreto de cliente';
export const teamEntityId = 'ID de entidad';
export const teamAcsUrl = 'URL de ACS';
export const teamMetadataUrl = 'URL de metadatos';
export const teamIdentityProviderMetadataXml = 'Metadatos del proveedor de identidad (XML)';
export const teamRequireSingleSignOn = 'Exigir inicio de sesión único';
export const teamAddPeopleAtFirstSignIn = 'Añadir personas en su primer inicio de sesión';
export const teamTestSignIn = 'Probar inicio de sesión';
export const teamTurnOffSingleSignOn = 'Desactivar el inicio de sesión único';
export const teamSsoTurnOff = 'Desactivar';
export const teamDeleteTeam = 'Eliminar equipo';
export const teamDownloadLeadsCsv = 'Descargar leads (CSV)';
export const teamYesDeleteTheTeam = 'Sí, eliminar el equipo';
export const teamDeleteConfirmName = 'Escribe el nombre del equipo para confirmar';
export const teamCompanyDetailsOnEveryCard = 'Datos de la empresa en cada tarjeta';
export const teamProfileDesignOnEveryPage = 'Diseño del perfil en cada página';
export const teamTemplatePreview = 'Vista previa';
export const teamSaveTemplate = 'Guardar plantilla';
export const teamThemeDark = 'Oscuro';
export const teamThemeLight = 'Claro';
export const teamPickTheAccentColour = 'Elegir el color de acento';
export const teamDepartmentTemplates = 'Plantillas de departamentos';
export const teamViewInvoiceLabel = icu<[number: string]>('Ver la factura {number}', 'number');
export const teamDownloadInvoiceLabel = icu<[number: string]>(
  'Descargar la factura {number} (PDF)',
  'number',
);
export const teamCardEnding = icu<[brand: string, last4: string]>(
  '{brand} terminada en {last4}',
  'brand',
  'last4',
);
export const teamCardEndingExpiring = icu<[brand: string, last4: string, expiry: string]>(
  '{brand} terminada en {last4}, caduca en {expiry}',
  'brand',
  'last4',
  'expiry',
);
export const teamLockField = icu<[field: string]>('Bloquear {field}', 'field');
export const teamSsoCopyLabel = icu<[label: string]>('Copiar {label}', 'label');
