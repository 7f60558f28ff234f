import { icu } from './language';

// The card's editors (docs/product.md#card-tab): the card's sections and fields, the Connect
// profile's editor, its design, images, buttons, lead form and QR code.

// The card editor's sections and their fields.
export const cardEdWebsite = 'Sitio web';
export const cardEdBookingLink = 'Enlace de reservas';
export const cardEdAlternateUrl1 = 'URL alternativa 1';
export const cardEdAlternateUrl2 = 'URL alternativa 2';
export const cardEdAlternateUrl3 = 'URL alternativa 3';
export const cardEdCompanySlogan = 'Eslogan de la empresa';
export const cardEdPersonal = 'Personal';
export const cardEdLastNameProfession = 'Apellidos, profesión';
export const cardEdWork = 'Trabajo';
export const cardEdOrganization = 'Organización';
export const cardEdRole = 'Función';
export const cardEdWorkWebsite = 'Sitio web del trabajo';
export const cardEdEmails = 'Correos electrónicos';
export const cardEdWorkEmail = 'Correo del trabajo';
export const cardEdAlternateEmail = 'Correo alternativo';
export const cardEdPhoneNumbers = 'Números de teléfono';
export const cardEdCellPhone = 'Móvil';
export const cardEdWorkPhone = 'Teléfono del trabajo';
export const cardEdWorkFax = 'Fax del trabajo';
export const cardEdAlternatePhone = 'Teléfono alternativo';
export const cardEdWorkAddress = 'Dirección del trabajo';
export const cardEdStreet = 'Calle';
export const cardEdCity = 'Ciudad';
export const cardEdState = 'Provincia o estado';
export const cardEdPostalCode = 'Código postal';
export const cardEdSocials = 'Redes sociales';
export const cardEdMiscellaneous = 'Otros';
export const cardEdAnythingElseYourContactsShouldKnow =
  'Cualquier otra cosa que tus contactos deban saber';

// The profile's accent colour.
export const cardEdAccentColour = 'Color de acento';
export const cardEdPickTheAccentColour = 'Elegir el color de acento';
/** The label of the colour's hexadecimal value. */
export const cardEdHex = 'Hex';
export const cardEdUseThePresetsColour = 'Usar el color del diseño predefinido';
export const cardEdFromYourLogo = 'De tu logotipo:';
/** The colour input's accessible name, with the colour shown. */
export const cardEdAccentColourValue = icu<[colour: string]>('Color de acento {colour}', 'colour');
/** A colour from the logo, as a button's accessible name. */
export const cardEdUseColour = icu<[colour: string]>('Usar {colour}', 'colour');

// The profile's buttons: editing and moving them.
export const cardEdButtons = 'Botones';
export const cardEdLinksShownAsButtonsOnYour =
  'Enlaces que se muestran como botones en tu perfil. Arrastra un botón por su asa para moverlo.';
export const cardEdToMoveAButtonPressThe =
  'Para mover un botón, pulsa la flecha arriba o abajo, o arrástralo por esta asa.';
export const cardEdAddButton = 'Añadir botón';
/** A button with no text yet, named by its place. */
export const cardEdButtonNumber = icu<[number: number]>('botón {number}', 'number');
export const cardEdButtonText = icu<[number: number]>('Texto del botón {number}', 'number');
export const cardEdButtonUrl = icu<[number: number]>('URL del botón {number}', 'number');
/** A button's handle and delete button, as screen readers name them. */
export const cardEdMoveButton = icu<[button: string]>('Mover {button}', 'button');
export const cardEdDeleteButton = icu<[button: string]>('Eliminar {button}', 'button');
// What a screen reader hears while a button is moved.
export const cardEdButtonMoved = icu<[button: string, position: number, count: number]>(
  '{button} movido a la posición {position} de {count}.',
  'button',
  'position',
  'count',
);
export const cardEdButtonPickedUp = icu<[button: string, position: number, count: number]>(
  '{button} seleccionado, posición {position} de {count}.',
  'button',
  'position',
  'count',
);
export const cardEdButtonIsAt = icu<[button: string, position: number]>(
  '{button} está en la posición {position}.',
  'button',
  'position',
);
export const cardEdButtonDroppedAt = icu<[button: string, position: number]>(
  '{button} soltado en la posición {position}.',
  'button',
  'position',
);
export const cardEdButtonDropped = icu<[button: string]>('{button} soltado.', 'button');
export const cardEdButtonMoveCancelled = icu<[button: string]>(
  'Se canceló el movimiento de {button}.',
  'button',
);

// A card's nickname.
export const cardEdCardNickname = 'Apodo de la tarjeta';
export const cardEdNickname = 'Apodo';
export const cardEdBoothCardSalesTeam = 'Tarjeta del stand, equipo de ventas...';
export const cardEdSaveNickname = 'Guardar apodo';
export const cardEdRename = 'Cambiar nombre';
export const cardEdAddANickname = 'Añadir un apodo';

// A card that is not found.
export const cardEdBackToMyCards = 'Volver a Mis tarjetas';

// The card's tabs and the upgrade offer above them.
export const cardEdCardSections = 'Secciones de la tarjeta';
export const cardEdUpgradeYourAccount = 'Mejora tu cuenta';
export const cardEdUpgradeToCatalystConnect = 'Mejorar a Catalyst Connect';

// A section's extra fields.
export const cardEdAddField = '+ Añadir campo';

// Copying details from another card.
export const cardEdCopyDetailsFrom = 'Copiar datos de...';
export const cardEdCopyDetailsFromAnotherCard = 'Copiar datos de otra tarjeta';
export const cardEdCopyDetails = 'Copiar datos';
export const cardEdCopyFrom = 'Copiar de';

// The profile's cover image.
export const cardEdCoverImage = 'Imagen de portada';
export const cardEdYourCover = 'Tu portada';
export const cardEdChangeCover = 'Cambiar portada';
export const cardEdUploadACover = 'Subir una portada';
export const cardEdRemoveCover = 'Quitar portada';

// The profile's design: preset, font, buttons, layout.
export const cardEdDesign = 'Diseño';
export const cardEdPreset = 'Diseño predefinido';
export const cardEdFont = 'Fuente';
export const cardEdLayout = 'Disposición';

// An image of the card (photo, logo).
export const cardEdChange = 'Cambiar';
export const cardEdUpload = 'Subir';

// The profile's lead form.
export const cardEdRequired = 'Obligatorio';
export const cardEdOptional = 'Opcional';
export const cardEdNotAsked = 'No se pide';
export const cardEdLeadForm = 'Formulario de contacto';
export const cardEdNameAndEmail = 'Nombre y correo';
export const cardEdAlwaysRequired = 'Siempre obligatorios';
export const cardEdConsentCheckboxOptional = 'Casilla de consentimiento (opcional)';
export const cardEdUseTheSuggestedSentence = 'Usar la frase sugerida';

// The editor's preview on a phone.
export const cardEdClosePreview = 'Cerrar vista previa';

// The profile editor's fields: name, handle, links.
export const cardEdSlogan = 'Eslogan';
export const cardEdMyConnectHandle = 'Mi identificador de Connect';
export const cardEdYourLiveLink = 'Tu enlace público:';
export const cardEdSocialsLinks = 'Redes sociales y enlaces';
export const cardEdReplacesYourCards = 'Sustituye al de tu tarjeta';
export const cardEdFromYourCard = 'De tu tarjeta';
/** Under the handle before one is chosen; {appUrl} is the app's address. */
export const cardEdHandleExample = icu<[appUrl: string]>(
  'Ejemplo: con jane-doe, tu perfil será {appUrl}/u/jane-doe',
  'appUrl',
);
/** After the links' hint on the profile editor. */
export const cardEdEmptyFieldsUseYourCards = 'Los campos vacíos usan los de tu tarjeta.';

// Changing the profile's handle.
export const cardEdChangeYourHandle = 'Cambiar tu identificador';
export const cardEdYesChangeIt = 'Sí, cambiarlo';

// The card's QR code and downloads.
export const cardEdQrCodeDownload = 'Código QR y descarga';
export const cardEdOpensInANewTab = '(se abre en una pestaña nueva)';
export const cardEdViewCardPage = 'Ver la página de la tarjeta';
export const cardEdQrCodeFor = icu<[link: string]>('Código QR de {link}', 'link');
export const cardEdYourHandleAddressWorksWhileYour =
  'La dirección con tu identificador funciona mientras tu suscripción esté activa; este código usa la dirección que funciona siempre.';
export const cardEdSaveQrStyle = 'Guardar estilo del QR';
export const cardEdDiscardChanges = 'Descartar cambios';
export const cardEdPreparing = 'Preparando...';
export const cardEdDownloadQrPng = 'Descargar QR (PNG)';
export const cardEdDownloadQrSvgForPrint = 'Descargar QR (SVG para imprimir)';
export const cardEdShareScreen = 'Pantalla para compartir';
export const cardEdSaveYourStyleToDownloadIt = 'Guarda tu estilo para descargarlo.';

// The QR code's style.
export const cardEdSquare = 'Cuadrado';
export const cardEdRounded = 'Redondeado';
export const cardEdDots = 'Puntos';
export const cardEdNoLogo = 'Sin logotipo';
export const cardEdCompanyLogo = 'Logotipo de la empresa';
export const cardEdProfilePhoto = 'Foto de perfil';
export const cardEdDotShape = 'Forma de los puntos';
export const cardEdLogoInTheMiddle = 'Logotipo en el centro';
export const cardEdUploadACompanyLogoOrProfile =
  'Sube arriba un logotipo de empresa o una foto de perfil para colocarlo en el código.';
export const cardEdDotsColour = 'Color de los puntos';
export const cardEdBackgroundColour = 'Color de fondo';
/** A colour's swatch picker; {colour} is the field's label. */
export const cardEdSwatch = icu<[colour: string]>('Muestra de {colour}', 'colour');

// The banner once the Connect profile is unlocked.
export const cardEdYourConnectProfileIsUnlocked = 'Tu perfil Connect está desbloqueado';
export const cardEdChooseYourHandleThemePhotoAnd =
  'Elige tu identificador, tema, foto y botones, y comparte tu enlace con todas las personas que conozcas.';
export const cardEdSetUpMyConnectProfile = 'Configurar mi perfil Connect';
export const cardEdDismiss = 'Descartar';

// The card's page: photo and company.
export const cardEdProfilePhoto2 = 'Foto de perfil';
export const cardEdShownOnYourConnectProfileAnd =
  'Se muestra en tu perfil Connect y en tu archivo de contacto.';
export const cardEdYourCompanyLogoAndSloganAre =
  'El logotipo y el eslogan de tu empresa solo sirven para imprimir tarjetas; no aparecen en tu archivo de contacto.';

// The Connect profile's editor.
export const cardEdChangePhoto = 'Cambiar foto';
export const cardEdAppearance = 'Apariencia';
/** After the notice of a profile taken down; {reason} is the operator's. */
export const cardEdTakedownReason = icu<[reason: string]>('Motivo: {reason}', 'reason');
export const cardEdToUnlockYourCardProfileAnd =
  'Para desbloquear el perfil de tu tarjeta y otras funciones, mejora tu cuenta.';
