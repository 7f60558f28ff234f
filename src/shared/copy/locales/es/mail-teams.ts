import { icu } from './language';

export const mailInviteSubject = 'Te invitaron a unirte a un equipo en Catalyst Connect';
export const mailInvitePreview =
  'Te invitaron a las tarjetas de presentación digitales de un equipo.';
export const mailInviteAnAdmin = 'Un administrador del equipo';
export const mailInviteBody = icu<[who: string, team: string]>(
  '{who} te invitó a unirte a {team} en Catalyst Connect, donde se gestionan las tarjetas de presentación digitales del equipo.',
  'who',
  'team',
);
export const mailInviteAccept =
  'Acepta la invitación con la cuenta de esta dirección de correo, o crea una en un minuto desde la misma página.';
export const mailInviteAction = icu<[team: string]>('Unirme a {team}', 'team');
export const mailInviteNote =
  'Este enlace es válido durante 7 días. Si no lo esperabas, puedes ignorar este correo.';

export const mailCardHolderSubject = icu<[team: string]>(
  'Una tarjeta de {team} ahora es tuya',
  'team',
);
export const mailCardHolderPreview = icu<[team: string, product: string]>(
  '{team} te asignó una tarjeta {product}.',
  'team',
  'product',
);
export const mailCardHolderBody = icu<[team: string, product: string]>(
  '{team} te asignó una tarjeta {product} en Catalyst Connect. Ahora lleva tu nombre y tu correo bajo los datos de la empresa, y nada de quien la tuvo antes.',
  'team',
  'product',
);
export const mailCardHolderCheck = 'Revisa tu cargo, añade tu teléfono y tu foto, y compártela.';
export const mailOpenYourCard = 'Abrir tu tarjeta';
export const mailCardHolderNote =
  'Recibes este correo porque un administrador de tu equipo te asignó la tarjeta.';

export const mailChangeRequestSubject = icu<[approved: boolean]>(
  '{approved, select, true {Se aprobó tu solicitud de cambio} other {No se aprobó tu solicitud de cambio}}',
  'approved',
);
export const mailChangeRequestPreview = icu<[field: string]>(
  '{field} en tu tarjeta de equipo.',
  'field',
);
export const mailQuotedValue = icu<[value: string]>('«{value}»', 'value');
export const mailEmptyValue = 'vacío';
export const mailChangeRequestApproved = icu<[team: string, field: string, value: string]>(
  'Un administrador de {team} aprobó tu solicitud: {field} en tu tarjeta ahora es {value}.',
  'team',
  'field',
  'value',
);
export const mailChangeRequestKept =
  'La plantilla del equipo no toca este campo en tu tarjeta hasta que un administrador lo restablezca.';
export const mailChangeRequestRejected = icu<[team: string, field: string, value: string]>(
  'Un administrador de {team} no aprobó tu solicitud de cambiar {field} a {value}.',
  'team',
  'field',
  'value',
);
export const mailChangeRequestReason = icu<[reason: string]>('Su motivo: {reason}', 'reason');
export const mailSeeChangeRequests = 'Ver tus solicitudes de cambio';
export const mailChangeRequestNote =
  'Recibes este correo porque pediste a tu equipo que cambiara un campo de tu tarjeta.';

export const mailDomainSubject = icu<[domain: string]>(
  '{domain} ya no está verificado para tu equipo',
  'domain',
);
export const mailDomainPreview = icu<[domain: string]>(
  'El registro TXT de {domain} falta desde hace 7 días.',
  'domain',
);
export const mailDomainBody = icu<
  [txtName: string, txtValue: string, team: string, domain: string]
>(
  'Desde hace 7 días, la comprobación diaria no encuentra el registro TXT {txtName} con el valor {txtValue}, que demuestra que {team} es propietario de {domain}. El dominio ya no está verificado: el inicio de sesión único ya no se aplica a sus direcciones.',
  'txtName',
  'txtValue',
  'team',
  'domain',
);
export const mailDomainFix =
  'Vuelve a crear el registro en tu proveedor de DNS y luego verifica el dominio en la pestaña Inicio de sesión de tu equipo.';
export const mailVerifyDomain = 'Verificar el dominio';
export const mailTeamOwnerNote =
  'Recibes este correo porque eres el propietario del equipo en Catalyst Connect.';
