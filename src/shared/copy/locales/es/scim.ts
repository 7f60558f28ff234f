// SCIM provisioning (docs/product.md#scim): what the SCIM service answers in its errors'
// `detail`, and the SCIM section of the team's Sign-in tab.
export const scimTokenMissing = 'Envía el token SCIM como token bearer';
export const scimTokenInvalid = 'Este token SCIM no es válido o se ha revocado';
export const scimUserNotFound = 'No se encontró el usuario';
export const scimGroupNotFound = 'No se encontró el grupo';
export const scimEndpointNotFound = 'No existe ese endpoint SCIM';
export const scimUserNameTaken = 'Ya hay un usuario con este userName en el equipo';
export const scimUserNameRequired =
  'userName es obligatorio y debe ser una dirección de correo electrónico';
export const scimUserNameImmutable =
  'userName no puede cambiar una vez que la persona ha iniciado sesión: aprovisiona un usuario nuevo en su lugar';
export const scimDisplayNameRequired = 'displayName es obligatorio';
export const scimInvalidFilter =
  'Este filtro no se admite: usa userName, externalId, emails[type eq "work"].value o displayName con eq, unidos con and';
export const scimInvalidSyntax =
  'El cuerpo de la solicitud no es un recurso SCIM ni una solicitud PATCH';
export const scimInvalidPath = 'Esta ruta de atributo no se admite';
export const scimInvalidValue = 'Un valor no es válido para su atributo';
export const scimInvalidPaging = 'startIndex y count deben ser números enteros';
export const scimMemberUnknown = 'Un miembro no es usuario de este equipo';
export const scimOwnerStaysActive = 'El directorio no puede desactivar al propietario del equipo';
export const scimTooManyRequests =
  'Demasiadas solicitudes con este token SCIM: vuelve a intentarlo en breve';
export const scimSectionTitle = 'Aprovisionamiento (SCIM)';
export const scimSectionIntro =
  'Tu proveedor de identidad (Microsoft Entra ID, Okta) añade, cambia y quita a las personas de tu equipo mediante SCIM 2.0. Pega la URL base y un token en su configuración de aprovisionamiento.';
export const scimBaseUrl = 'URL base de SCIM';
export const scimTokens = 'Tokens';
export const scimNoTokens = 'Aún no hay ningún token.';
export const scimCreateToken = 'Crear token';
export const scimTokenCreatedOnce =
  'Copia ahora este token: solo se muestra una vez. Pégalo como token secreto en tu proveedor de identidad.';
export const scimRevoke = 'Revocar';
export const scimRevokeConfirm =
  '¿Revocar este token? Tu proveedor de identidad ya no podrá modificar tu equipo con él.';
export const scimTokenRevoked = 'Token revocado';
export const scimTokenCreated = 'Token creado';
export const scimLastUsed = 'Último uso';
export const scimNeverUsed = 'Nunca usado';
export const scimCopy = 'Copiar';
export const scimCopied = 'Copiado';
export const scimDirectoryBadge = 'Directorio';
export const scimDirectoryKeeps =
  'El directorio gestiona el nombre, el cargo, el teléfono del trabajo y el departamento de estas personas: cámbialos en tu proveedor de identidad.';
