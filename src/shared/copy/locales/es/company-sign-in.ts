// Company sign-in: verified domains, single sign-on (OpenID Connect, SAML) and SCIM provisioning.
export const ssoRequiredForAccount =
  'Tu empresa gestiona tu acceso con inicio de sesión único (SSO).';
export const continueWithSso = 'Continuar con inicio de sesión único';
export const domainNotFound = 'No se encontró el dominio';
export const domainInvalid = 'Introduce un dominio como example.com';
export const domainIsPublicMail =
  'Este es un dominio de correo público: reclama un dominio que sea de tu empresa';
export const domainTakenByAnotherTeam = 'Otro equipo ya ha verificado este dominio';
export const domainAlreadyClaimed = 'Tu equipo ya ha reclamado este dominio';
export const ssoNotSetUp = 'El inicio de sesión único no está configurado';
export const ssoCodeInvalid =
  'Este enlace de inicio de sesión ha caducado. Vuelve a iniciar sesión.';
export const scimTokenNotFound = 'No se encontró el token SCIM';
export const scimTokenName = 'Nombre del token';
export const ssoSigningIn = 'Iniciando sesión...';
export const ssoOwnerKeepsPassword =
  'Como propietario, conservas tu contraseña: es tu forma de volver a entrar si el proveedor de identidad está mal configurado. Protégela con la verificación en dos pasos.';
export const ssoTurnOffConfirm =
  '¿Desactivar el inicio de sesión único? Las personas volverán a iniciar sesión con sus contraseñas.';
export const ssoSettingsSaved = 'Inicio de sesión único guardado';
export const ssoTurnedOff = 'Inicio de sesión único desactivado';
export const ssoNeedsVerifiedDomain =
  'El inicio de sesión único se aplica a las direcciones de los dominios que ha verificado tu equipo.';
export const ssoSecretStored = 'Hay un secreto guardado. Deja esto vacío para conservarlo.';
