// Verified domains (docs/product.md#verified-domains): the API's refusals and the Sign-in tab's
// domains section.
export const domainVerifyTooMany =
  'Demasiados intentos de verificación para este equipo. Espera un minuto y vuelve a intentarlo.';
export const signInTab = 'Inicio de sesión';
export const signInPageIntro =
  'Cómo inician sesión las personas de tu empresa: los dominios de correo de tu equipo, el inicio de sesión único a través de tu proveedor de identidad y el aprovisionamiento desde tu directorio.';
export const domainsHeading = 'Dominios verificados';
export const domainsIntro =
  'Reclama los dominios de correo de tu empresa y demuéstralo con un registro DNS. El inicio de sesión único solo se aplica a direcciones de dominios verificados.';
export const domainField = 'Dominio';
export const addDomain = 'Añadir dominio';
export const domainsEmpty = 'Aún no hay ningún dominio.';
export const domainStatusPending = 'Pendiente';
export const domainStatusVerified = 'Verificado';
export const domainRecordIntro =
  'Crea este registro TXT en el proveedor DNS de tu dominio y después selecciona «Verificar». Puede tardar unos minutos en detectarse.';
export const domainRecordName = 'Nombre';
export const domainRecordValue = 'Valor';
export const domainRecordType = 'Tipo';
export const verifyDomain = 'Verificar';
export const removeDomain = 'Quitar';
export const domainVerifiedNotice = 'Dominio verificado';
export const domainRemovedNotice = 'Dominio quitado';
export const domainVerifiedKeepRecord =
  'Conserva el registro TXT: el dominio se comprueba a diario y deja de estar verificado tras 7 días sin él.';
export const copyButton = 'Copiar';
export const copiedNotice = 'Copiado';
