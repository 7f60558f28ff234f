// Why a single sign-on ended on the Login page (/login?ssoError={reason}, SSO_ERROR_REASONS).
export const ssoErrorExpired = 'El inicio de sesión tardó demasiado. Vuelve a empezar.';
export const ssoErrorState =
  'Este inicio de sesión no coincide con ninguno iniciado aquí, así que no se ha iniciado ninguna sesión. Vuelve a empezar desde esta página.';
export const ssoErrorProvider =
  'El proveedor de identidad de tu empresa no te ha dejado iniciar sesión. Inténtalo de nuevo o consulta a tu equipo de TI.';
export const ssoErrorRefused =
  'No se pudo comprobar la respuesta del proveedor de identidad, así que no se ha iniciado ninguna sesión. Pide a tu equipo de TI que revise la configuración del inicio de sesión único.';
export const ssoErrorEmailUnverified =
  'Tu proveedor de identidad no ha verificado tu dirección de correo electrónico, así que no se ha iniciado ninguna sesión. Consulta a tu equipo de TI.';
export const ssoErrorDomain =
  'Tu dirección no pertenece a un dominio verificado por tu equipo. Consulta al administrador de tu equipo.';
export const ssoErrorNotMember =
  'No eres miembro de este equipo. Pide al administrador de tu equipo que te invite.';
export const ssoErrorSuspended = 'Esta cuenta está suspendida. Ponte en contacto con soporte.';
export const ssoErrorNotSetUp =
  'El inicio de sesión único no está configurado para esta dirección. Inicia sesión con tu contraseña.';
