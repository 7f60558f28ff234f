// Webhooks (docs/product.md#integrations): where an owner's leads and card changes are sent.
export const webhookUrlInvalid = 'Introduce una dirección http:// o https://.';
export const webhookEventsRequired = 'Elige al menos un evento.';
export const webhookChangeRequired = 'Envía una dirección, eventos o enabled.';
export const webhookNotFound = 'No se encontró el webhook.';
export const tooManyWebhooks = 'Puedes tener como máximo 10 webhooks. Elimina uno primero.';
export const webhookDeliveryQueued = 'Enviado de nuevo. Aparecerá abajo en un momento.';
export const webhookCreated =
  'Webhook creado. Copia ahora su secreto de firma: solo se muestra una vez.';
export const webhookDeleted = 'Webhook eliminado.';
export const webhookSecretRotated =
  'Nuevo secreto de firma creado. El anterior sigue firmando durante 24 horas, así que cambia ya tu receptor.';
export const webhookPrivateDestination =
  'Rechazado: la dirección apunta a una red privada, de loopback o link-local.';
/** A delivery's error when its stored secret no longer opens (the server's key changed). */
export const webhookSecretUnreadable =
  'No se pudo leer el secreto de firma. Crea un nuevo secreto de firma para volver a enviar.';
export const webhookDisabledSubject = 'Se ha desactivado uno de tus webhooks';

// The Integrations screens (the owner's and the team's): webhooks.
export const webhooksIntro =
  'Un webhook envía un POST a tu dirección cuando llega un lead, cambia o se elimina, o cuando cambia una tarjeta.';
export const webhooksSigningNote =
  'Cada entrega se firma según Standard Webhooks: verifícala con su secreto de firma, por ejemplo con el paquete standardwebhooks.';
export const teamWebhooksIntro =
  'Los eventos de una tarjeta del equipo van solo a los webhooks del equipo, no a los del miembro que la tiene.';
export const noWebhooksYet =
  'Añade la dirección de tu CRM, de un hook de Zapier, Make o n8n, o de tu propio servidor.';
export const webhookSecretShownOnce =
  'Copia ahora este secreto de firma y guárdalo en un lugar seguro: no se volverá a mostrar.';
export const rotateWebhookSecretTitle = '¿Crear un nuevo secreto de firma?';
export const rotateWebhookSecretQuestion =
  'El nuevo secreto se muestra una sola vez. El actual sigue firmando durante 24 horas para que tu receptor pueda cambiar.';
export const deleteWebhookTitle = '¿Eliminar este webhook?';
export const deleteWebhookQuestion =
  'No se enviará nada más a esta dirección, y su registro de entregas se elimina con él.';
export const webhookSwitchedOff = 'Webhook desactivado. No se le envía nada hasta que lo actives.';
export const webhookSwitchedOn = 'Webhook activado.';
export const webhookDisabledNote =
  'Desactivado: no se le envía nada. Actívalo para volver a enviar los próximos eventos.';
export const noWebhookDeliveries =
  'Aún no hay entregas. Aparecen aquí cuando ocurre un evento que escucha este webhook.';
export const webhookDeliveryNotSentYet = 'Aún no se ha enviado.';
export const teamIntegrationsNoTeam =
  'No estás en ningún equipo. Crea uno en el área Equipo para enviar sus tarjetas a un webhook.';
export const webhookDeliveryInFlight =
  'Esta entrega se está enviando ahora mismo. Vuelve a intentarlo en un minuto.';
export const webhookTestTooMany =
  'Este webhook recibió 10 eventos de prueba en el último minuto. Espera un minuto y vuelve a intentarlo.';
/** The message of the example lead GET /api/hooks/samples/{event} answers before any real one. */
export const exampleLeadMessage = 'Me encantó tu charla. ¿Podemos vernos la semana que viene?';

// The Integrations screen: "Send test event" and "Verify a delivery".
export const verifyDeliveryIntro =
  'Comprueba la firma de cada entrega con el secreto de firma del webhook antes de confiar en ella. Cada entrega lleva tres encabezados:';
export const webhookIdHeaderNote =
  'El ID de la entrega, el mismo en cada reintento: úsalo para descartar repeticiones.';
export const webhookTimestampHeaderNote =
  'Cuándo se firmó este intento, en segundos desde 1970: rechaza uno con más de cinco minutos de antigüedad.';
export const webhookSignatureHeaderNote =
  'v1 y después la firma. Durante las 24 horas siguientes a crear un nuevo secreto hay dos, separadas por un espacio, y cualquiera de ellas sirve para verificar.';
export const webhookSecretKeptWhole =
  'Pasa a la biblioteca el secreto de firma completo, con whsec_ incluido: no quites el prefijo. Verifica el cuerpo tal como llegó, antes de analizarlo.';
/** Five lines of Node that verify a delivery (the standardwebhooks package on npm). */
export const verifyNodeSnippet = `import { Webhook } from 'standardwebhooks';

const webhook = new Webhook('whsec_...'); // el secreto completo, con whsec_ incluido
// rawBody: el cuerpo tal como llegó, antes de analizar el JSON
const event = webhook.verify(rawBody, request.headers); // lanza un error si es falso o caducado`;
/** Five lines of Python that verify a delivery (the standardwebhooks package on PyPI). */
export const verifyPythonSnippet = `from standardwebhooks import Webhook

webhook = Webhook("whsec_...")  # el secreto completo, con whsec_ incluido
# raw_body: el cuerpo tal como llegó, antes de analizar el JSON
event = webhook.verify(raw_body, request.headers)  # lanza una excepción si es falso o caducado`;
