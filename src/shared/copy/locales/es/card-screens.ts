import { icu } from './language';

// The card's other screens (docs/product.md#card-tab): Home's card tiles and getting started,
// the card's menu, Insights, sharing, the NFC link, the wallet and the e-mail signature.

// The card's tabs.
export const cardUiConnectProfile = 'Perfil Connect';
export const cardUiInsights = 'Estadísticas';

// The card's Actions menu.
export const cardUiActions = 'Acciones';
export const cardUiCopyLink = 'Copiar enlace';
export const cardUiMyLiveProfile = 'Mi perfil publicado';
export const cardUiUpgrade = 'Mejorar';
export const cardUiShareScreen = 'Pantalla para compartir';
export const cardUiEMailSignature = 'Firma de correo';

// A card's tile on Home.
export const cardUiViewsInLast30Days = icu<[views: number]>(
  '{views, plural, one {# visita} other {# visitas}} en los últimos 30 días',
  'views',
);
export const cardUiMyEmail = 'Mi correo';
export const cardUiMyPhone = 'Mi teléfono';

// Insights: the daily numbers' table.
export const cardUiDailyNumbers = 'Cifras diarias';
export const cardUiViewsVisitorsSavesClicksAndMessages =
  'Visitas, visitantes, guardados, clics y mensajes por día';
export const cardUiDate = 'Fecha';

// Home's getting-started checklist: each step, what it is for and its button.
export const cardUiAddAPhoto = 'Añade una foto';
export const cardUiPeopleRememberAFaceItShows =
  'La gente recuerda las caras: tu foto aparece en la página de tu tarjeta y en sus contactos.';
export const cardUiFillInYourNameTitleAnd = 'Completa tu nombre, cargo y teléfono';
export const cardUiWhatPeopleSaveWhenTheyTap =
  'Lo que la gente guarda al tocar Descargar contacto.';
export const cardUiFillInDetails = 'Completar datos';
export const cardUiShareYourCardOnce = 'Comparte tu tarjeta una vez';
export const cardUiShowItsQrCodeToSomeone = 'Muestra su código QR a alguien o envíale tu enlace.';
export const cardUiShareMyCard = 'Compartir mi tarjeta';
export const cardUiSetUpYourConnectProfile = 'Configura tu perfil Connect';
export const cardUiYourHandleThemeButtonsAndA =
  'Tu identificador, tema, botones y un formulario de contacto en una sola página.';
export const cardUiSetUpProfile = 'Configurar perfil';
export const cardUiSeeWhatAConnectProfileAdds = 'Descubre lo que aporta un perfil Connect';
export const cardUiAPageOfYourOwnWith =
  'Una página propia con botones, enlaces y un formulario de contacto.';
export const cardUiSeeConnect = 'Ver Connect';
export const cardUiGetStarted = 'Primeros pasos';
export const cardUiGettingStarted = 'Primeros pasos';

// Insights: the chart.
export const cardUiViews = 'Visitas';
export const cardUiContactSaves = 'Contactos guardados';
export const cardUiChartOfViewsAndContactSaves =
  'Gráfico de visitas y contactos guardados por día; las cifras están en la tabla de abajo';

// The NFC chip link.
export const cardUiWebNfcIsNotAvailable = 'Web NFC no está disponible';
export const cardUiNfcChipLink = 'Enlace del chip NFC';
export const cardUiWriteThisLinkToAnNfc =
  'Escribe este enlace en una etiqueta o pegatina NFC: toca Escribir en etiqueta NFC y acerca la etiqueta a la parte trasera del teléfono.';
export const cardUiWriteThisLinkToYourCards =
  'Escribe este enlace en el chip NFC de tu tarjeta con una app de NFC, para que Estadísticas distinga los toques de los escaneos.';
export const cardUiHoldATagToYourPhone = 'Acerca una etiqueta al teléfono...';
export const cardUiWriteToNfcTag = 'Escribir en etiqueta NFC';
export const cardUiCopyNfcLink = 'Copiar enlace NFC';
export const cardUiWrittenATapOnTheTag = 'Escrito. Ahora, al tocar la etiqueta se abre tu perfil.';

// The e-mail signature: how to paste it into each mail app (the apps' own menu names).
export const cardUiOpenSettingsTheGearThenSee =
  'Abre Configuración (el engranaje) y luego Ver todos los ajustes.';
export const cardUiOnTheGeneralTabUnderSignature =
  'En la pestaña General, en Firma, haz clic en Crear, ponle un nombre y pégala en el cuadro (Ctrl+V, o ⌘V en Mac).';
export const cardUiChooseItUnderSignatureDefaultsThen =
  'Elígela en Firmas predeterminadas y haz clic en Guardar cambios al final de la página.';
export const cardUiOutlookOnTheWebAndThe = 'Outlook en la web y el nuevo Outlook';
export const cardUiOpenSettingsTheGearThenAccount =
  'Abre Configuración (el engranaje), luego Cuentas y luego Firmas.';
export const cardUiClickNewSignatureNameItAnd =
  'Haz clic en Nueva firma, ponle un nombre y pégala en el cuadro.';
export const cardUiChooseItForNewMessagesAnd =
  'Elígela para mensajes nuevos y respuestas, y haz clic en Guardar.';
export const cardUiOutlookForWindowsAndMacDesktop = 'Outlook para Windows y Mac (escritorio)';
export const cardUiWindowsFileOptionsMailSignaturesMac =
  'Windows: Archivo, Opciones, Correo, Firmas. Mac: Outlook, Configuración, Firmas.';
export const cardUiAddANewSignatureNameIt =
  'Añade una firma nueva, ponle un nombre y pégala en el cuadro de edición.';
export const cardUiChooseItForNewMessagesAnd2 =
  'Elígela para mensajes nuevos y respuestas, y haz clic en Aceptar (o cierra la ventana en Mac).';
export const cardUiAppleMailOnMac = 'Apple Mail en Mac';
export const cardUiOpenMailSettingsSignaturesSelectYour =
  'Abre Mail, Ajustes, Firmas, selecciona tu cuenta y haz clic en +.';
export const cardUiUntickAlwaysMatchMyDefaultMessage =
  'Desmarca «Usar siempre mi tipo de letra por omisión» y pega en el cuadro de la derecha.';
export const cardUiCloseTheWindowMailSavesIt =
  'Cierra la ventana: Mail la guarda. Elígela en Seleccionar firma.';
export const cardUiMailOnIphone = 'Mail en iPhone';
export const cardUiOpenThisScreenOnYourIphone =
  'Abre esta pantalla en tu iPhone y toca Copiar firma.';
export const cardUiOpenSettingsAppsMailSignatureSettings =
  'Abre Ajustes, Apps, Mail, Firma (Ajustes, Mail, Firma antes de iOS 18) y pega.';
export const cardUiTheIphoneRemovesTheFormattingAs =
  'El iPhone quita el formato al pegar: agítalo enseguida y toca Deshacer para conservarlo.';
export const cardUiAddItToYourMailApp = 'Añádela a tu app de correo';

// Insights: the totals.
/** After a total's change, for screen readers. */
export const cardUiComparedWithPrevious = icu<[days: number]>(
  'en comparación con {days, plural, one {el # día anterior} other {los # días anteriores}}',
  'days',
);
export const cardUiTotals = 'Totales';

// The phone wallet's buttons.
export const cardUiAddToAppleWallet = 'Añadir a Apple Wallet';
export const cardUiSaveToGoogleWallet = 'Guardar en Google Wallet';
export const cardUiOpening = 'Abriendo...';
export const cardUiWallet = 'Wallet';
export const cardUiKeepYourCardInYourPhones =
  'Guarda tu tarjeta en la cartera del teléfono: su código QR abre tu perfil Connect.';

// Insights: what is counted, and the change against the previous period.
export const cardUiVisitors = 'Visitantes';
export const cardUiLinkClicks = 'Clics en enlaces';
export const cardUiNoChange = 'Sin cambios';

// The Insights page.
/** Insights without a Connect profile: the one figure shown, and the offer. */
export const cardUiLockedInsights = icu<[views: number]>(
  'Tu tarjeta se abrió {views, plural, one {# vez} other {# veces}} en los últimos 30 días. Mejora tu cuenta para ver de dónde llegaron tus visitantes, quién guardó tu contacto y qué enlaces siguieron.',
  'views',
);
/** A period's button. */
export const cardUiPeriodDays = icu<[days: number]>(
  '{days, plural, one {# día} other {# días}}',
  'days',
);
/** The period's first and last days. */
export const cardUiFromTo = icu<[from: string, to: string]>('{from} a {to}', 'from', 'to');
export const cardUiPeriod = 'Periodo';
export const cardUiNoViewsYet = 'Aún no hay visitas';
export const cardUiShareYourProfileLinkLetPeople =
  'Comparte el enlace de tu perfil, deja que escaneen tu código QR o escribe el enlace del chip NFC en tu tarjeta. Cada visita, contacto guardado, clic en un enlace y mensaje aparece aquí en segundos.';
export const cardUiGetYourQrCodeAndNfc = 'Obtén tu código QR y tu enlace NFC';
export const cardUiViewsAndContactSaves = 'Visitas y contactos guardados';
export const cardUiWhereViewsCameFrom = 'De dónde llegaron las visitas';
export const cardUiNoViewsInThisPeriod = 'No hay visitas en este periodo.';
export const cardUiTopLinks = 'Enlaces más visitados';
export const cardUiNoLinkClicksInThisPeriod = 'No hay clics en enlaces en este periodo.';

// The E-mail Signature page.
export const cardUiEMailSignaturePreview = 'Vista previa de la firma de correo';
export const cardUiYourCardsDetailsAsASignature =
  'Los datos de tu tarjeta como firma. Guardar mi contacto abre tu perfil, donde la gente guarda tus datos; Estadísticas cuenta esas visitas como Firma de correo.';
export const cardUiCopySignature = 'Copiar firma';
export const cardUiPlainTextVersion = 'Versión en texto sin formato';

// The share screen: the QR code to scan.
export const cardUiScanToSaveMyContactTurn =
  'Escanea para guardar mi contacto. Sube el brillo de la pantalla para que el código se lea fácilmente.';
