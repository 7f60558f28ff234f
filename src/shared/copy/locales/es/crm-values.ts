// src/shared/copy/sentences/crm-values.ts in Spanish.
import { icu } from './language';

export const hubspotIntro =
  'Conecta HubSpot y cada nuevo lead se añade como contacto, identificado por su correo, para que un visitante que escribe dos veces siga siendo un solo contacto.';
export const salesforceIntro =
  'Conecta Salesforce y cada nuevo lead actualiza el Contact o Lead con ese correo, o se convierte en un nuevo Lead, asignado al miembro del equipo que lo conoció si tiene usuario de Salesforce.';
export const dynamicsIntro =
  'Conecta Dynamics 365 y cada nuevo lead se añade a tu entorno de Dataverse como lead, identificado por su correo, para que un visitante que escribe dos veces siga siendo un solo lead.';
export const pipedriveIntro =
  'Conecta Pipedrive y cada nuevo lead se convierte en un lead de Pipedrive vinculado a la persona con ese correo (que se crea si no existe), con su mensaje como nota.';
export const crmTeamIntro = icu<[name: string]>(
  'Los leads de una tarjeta de equipo van solo a {name} del equipo, no al del miembro que la tiene.',
  'name',
);
export const crmNotConfigured = icu<[name: string]>(
  '{name} no está configurado en este servidor.',
  'name',
);
export const crmStateInvalid = icu<[name: string]>(
  'Este enlace de {name} caducó o ya se usó. Vuelve a conectar desde Integraciones.',
  'name',
);
export const crmOtherBrowser = icu<[name: string]>(
  'Este enlace de {name} se abrió en un navegador distinto del que inició la conexión, así que no se conectó nada. Vuelve a conectar desde Integraciones, en el navegador que usas aquí.',
  'name',
);
export const crmTeamAccessLost = icu<[name: string]>(
  '{name} no se conectó: ya no gestionas las integraciones de este equipo.',
  'name',
);
export const crmReconnectNeeded = icu<[name: string]>(
  'Esperando a que se vuelva a conectar {name}.',
  'name',
);
export const crmRecordRefused = icu<[name: string]>('{name} no aceptó este lead.', 'name');
export const crmConnected = icu<[name: string]>(
  '{name} conectado. A partir de ahora se le envían los nuevos leads.',
  'name',
);
export const crmCancelled = icu<[name: string]>(
  '{name} no se conectó: se canceló la solicitud.',
  'name',
);
export const crmFailed = icu<[name: string]>(
  'No se pudo conectar {name}. Inténtalo de nuevo.',
  'name',
);
export const crmDisconnected = icu<[name: string]>('{name} desconectado.', 'name');
export const crmDisconnectTitle = icu<[name: string]>('¿Desconectar {name}?', 'name');
export const crmDisconnectQuestion = icu<[name: string]>(
  'Los nuevos leads dejan de enviarse a {name}, y los que esperan no se envían. Los registros que ya están en {name} se quedan allí.',
  'name',
);
export const crmReconnectNote = icu<[name: string]>(
  '{name} ya no acepta nuestro acceso. Los nuevos leads esperan aquí y se envían en cuanto vuelvas a conectar.',
  'name',
);
export const crmConnectLabel = icu<[name: string]>('Conectar {name}', 'name');
export const crmReconnectLabel = icu<[name: string]>('Volver a conectar {name}', 'name');
export const crmSent = icu<[name: string]>('Enviado a {name}', 'name');
export const crmFieldMissing = icu<[name: string]>(
  '{name} ya no ofrece este campo, así que su valor no se envía. Elige otro campo o «No se envía».',
  'name',
);
export const crmReconnectToEdit = icu<[name: string]>(
  'Vuelve a conectar {name} para cambiar la asignación y los valores fijos: los campos disponibles se leen de allí.',
  'name',
);
export const crmFieldMissingLabel = icu<[field: string]>('{field} (ya no disponible)', 'field');
export const crmAccountLabel = icu<[name: string, accountId: string]>(
  'Cuenta de {name} {accountId}',
  'name',
  'accountId',
);
export const crmNoSuchFieldMessage = icu<[name: string, field: string]>(
  '{name} no tiene ningún campo llamado {field}. Elige uno de los campos que ofrece.',
  'name',
  'field',
);
export const crmUnreadableAnswerMessage = icu<[name: string]>(
  '{name} envió una respuesta que no se pudo leer. Los leads se volverán a enviar.',
  'name',
);
export const crmFailedMessage = icu<[error: string]>('Error: {error}', 'error');
export const dynamicsEnvironmentHint =
  'Tu entorno de Dataverse, como https://contoso.crm.dynamics.com. Lo encontrarás en el centro de administración de Power Platform, en Entornos.';
export const dynamicsEnvironmentRefusedMessage = icu<[domains: string]>(
  'Introduce la dirección de tu entorno de Dataverse, como https://contoso.crm.dynamics.com (un host de {domains}).',
  'domains',
);
export const salesforceNoCompany = 'No indicada';
