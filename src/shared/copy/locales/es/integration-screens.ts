// The integrations screen (/integrations, /team/integrations): CRMs, webhooks and API keys.
import { icu } from './language';

export const integrationsReadLeads = 'Leer leads';
export const integrationsReadCards = 'Leer tarjetas';
export const integrationsManageWebhooks = 'Gestionar webhooks';
export const integrationsWebhooks = 'Webhooks';
export const integrationsNoWebhooksYet = 'Aún no hay webhooks';
export const integrationsLeadsWaiting = 'Leads en espera';
export const integrationsLeadsFailed = 'Leads fallidos';
export const integrationsDisconnect = 'Desconectar';
export const integrationsYesDisconnect = 'Sí, desconectar';
export const integrationsFirstName = 'Nombre';
export const integrationsLastName = 'Apellido';
export const integrationsPhone = 'Teléfono';
export const integrationsCompany = 'Empresa';
export const integrationsJobTitle = 'Cargo';
export const integrationsTheirMessage = 'Su mensaje';
export const integrationsFieldSource = 'Cómo llegaron (?src=)';
export const integrationsFieldConsent = 'Consentimiento (su texto y fecha)';
export const integrationsDepartment = 'Departamento';
export const integrationsFieldMapping = 'Asignación de campos';
export const integrationsNotSent = 'No se envía';
export const integrationsSaveMapping = 'Guardar asignación';
export const integrationsActive = 'Activo';
export const integrationsDisabled = 'Desactivado';
export const integrationsEvents = 'Eventos';
export const integrationsSigningSecret = 'Secreto de firma';
export const integrationsSendTestEvent = 'Enviar evento de prueba';
export const integrationsSending = 'Enviando...';
export const integrationsDeliveryLog = 'Registro de entregas';
export const integrationsRotateSecret = 'Rotar secreto';
export const integrationsSwitchOff = 'Desactivar';
export const integrationsSwitchOn = 'Activar';
export const integrationsDelete = 'Eliminar';
export const integrationsMakeANewSecret = 'Crear un secreto nuevo';
export const integrationsCancel = 'Cancelar';
export const integrationsYesDeleteIt = 'Sí, eliminarlo';
export const integrationsAddAWebhook = 'Añadir un webhook';
export const integrationsAddressUrl = 'Dirección (URL)';
export const integrationsAddWebhook = 'Añadir webhook';
export const integrationsALeadComesIn = 'Llega un lead';
export const integrationsALeadChanges = 'Cambia un lead';
export const integrationsALeadIsDeleted = 'Se elimina un lead';
export const integrationsACardChanges = 'Cambia una tarjeta';
export const integrationsDismiss = 'Descartar';
export const integrationsConnected = 'Conectado';
export const integrationsReconnectNeeded = 'Hay que reconectar';
export const integrationsFailed = 'Fallido';
export const integrationsEnvironmentUrl = 'URL del entorno';
export const integrationsVerifyADelivery = 'Verificar una entrega';
export const integrationsIHaveCopiedIt = 'Ya lo he copiado';
export const integrationsCreated = 'Creada';
export const integrationsNever = 'Nunca';
export const integrationsScopes = 'Permisos';
export const integrationsYesRevokeIt = 'Sí, revocarla';
export const integrationsApiKeys = 'Claves de API';
export const integrationsOpenTheApiReference = 'Abrir la referencia de la API';
export const integrationsNewApiKey = 'Nueva clave de API';
export const integrationsNoApiKeysYet = 'Aún no hay claves de API';
export const integrationsFixedValues = 'Valores fijos';
export const integrationsField = 'Campo';
export const integrationsChooseAField = 'Elige un campo';
export const integrationsValue = 'Valor';
export const integrationsFixedValuePlaceholder = 'Feria comercial';
export const integrationsRemove = 'Quitar';
export const integrationsAddAValue = 'Añadir un valor';
export const integrationsSaveFixedValues = 'Guardar valores fijos';
export const integrationsPending = 'Pendiente';
export const integrationsSucceeded = 'Correcta';
export const integrationsNoAnswer = 'Sin respuesta';
export const integrationsDeliveryId = 'ID de entrega';
export const integrationsAttempts = 'Intentos';
export const integrationsPayload = 'Contenido';
export const integrationsReplay = 'Reenviar';
export const integrationsRefresh = 'Actualizar';
export const integrationsDeliveries = 'Entregas';
export const integrationsCreateAnApiKey = 'Crear una clave de API';
export const integrationsName = 'Nombre';
export const integrationsCreateKey = 'Crear clave';
export const integrationsTitle = 'Integraciones';
export const integrationsFixedValueLabel = icu<[position: number]>(
  'Valor fijo {position}',
  'position',
);
export const integrationsRemoveFixedValue = icu<[position: number]>(
  'Quitar el valor fijo {position}',
  'position',
);
