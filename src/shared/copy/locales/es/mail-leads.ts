import { icu } from './language';

export const mailNewLeadSubject = icu<[name: string]>(
  'Nuevo mensaje de {name} a través de Catalyst Connect',
  'name',
);
export const mailNewLeadShared = icu<[name: string]>('{name} compartió sus datos.', 'name');
export const mailNewLeadSent = icu<[name: string]>(
  '{name} te envió un mensaje a través de tu perfil Connect:',
  'name',
);
export const mailNewLeadSharedProfile = icu<[name: string]>(
  '{name} compartió sus datos a través de tu perfil Connect.',
  'name',
);
export const mailNewLeadEmail = icu<[email: string]>('Correo: {email}', 'email');
export const mailNewLeadPhone = icu<[phone: string]>('Teléfono: {phone}', 'phone');
export const mailNewLeadReply = 'Responde a este correo para contestarle directamente.';
export const mailSeeAllMessages = 'Ver todos los mensajes';
export const mailNewLeadNote =
  'Recibes este correo porque alguien usó el formulario de contacto de tu perfil de Catalyst Connect.';

export const mailContactSubject = icu<[ownerName: string]>(
  'El contacto de {ownerName}',
  'ownerName',
);
export const mailContactPreview = icu<[ownerName: string]>(
  'El contacto de {ownerName}, para guardarlo en tu teléfono.',
  'ownerName',
);
export const mailContactBody = icu<[ownerName: string]>(
  'Aquí tienes el contacto de {ownerName}, como pediste en su página de Catalyst Connect. Abre el archivo adjunto para guardarlo en tu teléfono o tu ordenador.',
  'ownerName',
);
export const mailReplyToWrite = icu<[ownerName: string]>(
  'Responde a este correo para escribir a {ownerName}.',
  'ownerName',
);
export const mailOpenOwnerPage = icu<[ownerName: string]>(
  'Abrir la página de {ownerName}',
  'ownerName',
);
export const mailContactNote =
  'Recibes este correo porque esta dirección lo pidió, una sola vez, después de enviar un mensaje.';

export const mailViewOwnerCard = icu<[ownerName: string]>(
  'Ver la tarjeta de {ownerName}',
  'ownerName',
);
export const mailFollowUpNote = icu<[ownerName: string]>(
  'Recibes este correo porque aceptaste que {ownerName} se pusiera en contacto contigo. Responde para escribir a {ownerName}; el archivo adjunto guarda su contacto.',
  'ownerName',
);

export const mailWebhookPreview = icu<[url: string]>(
  'Los envíos a {url} fallaron durante 5 días.',
  'url',
);
export const mailWebhookBody = icu<[url: string]>(
  'Todos los envíos a {url} fallaron durante 5 días, así que Catalyst Connect dejó de enviarle datos. Los nuevos leads se siguen guardando en tu cuenta.',
  'url',
);
export const mailWebhookFix =
  'Corrige el receptor y vuelve a activar el webhook; puedes reenviar los envíos perdidos desde su registro de envíos.';
export const mailOpenIntegrations = 'Abrir integraciones';
export const mailWebhookNote = 'Recibes este correo una sola vez, cuando se desactiva el webhook.';
