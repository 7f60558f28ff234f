// Card and Connect profile fields.
export const invalidPhone = 'Bitte geben Sie eine gültige Telefonnummer ein';
export const fullUrlRequired =
  'Bitte geben Sie eine vollständige URL ein, die mit https:// beginnt';
export const singleLineOfText = 'Nur eine Textzeile erlaubt';
export const invalidCharacters = 'Enthält ungültige Zeichen';
export const handleTooShort = 'Ihr Handle braucht mindestens 3 Zeichen';
export const handleTooLong = 'Ihr Handle darf höchstens 40 Zeichen haben';
export const handleCharacters = 'Verwenden Sie nur Buchstaben, Ziffern und Bindestriche';
export const handleHyphenAtEdge = 'Ein Handle darf nicht mit einem Bindestrich beginnen oder enden';
export const handleReserved = 'Dieses Handle ist reserviert';
export const handleTaken = 'Dieses Handle ist bereits vergeben';
/** 409 to a save based on an older version than the stored one (If-Match). */
export const editedElsewhere =
  'Dies wurde an anderer Stelle geändert, seit Sie es geöffnet haben. Laden Sie neu, um die aktuelle Version zu erhalten.';
export const handleChangeQuestion =
  'Ihr aktueller Link zeigt Ihr Profil dann nicht mehr selbst an: Wer ihn öffnet, wird zum neuen Link weitergeleitet, und niemand sonst kann ihn übernehmen. Gedruckte QR-Codes, NFC-Tags, Wallet-Pässe und E-Mail-Signaturen funktionieren weiter. Handle ändern?';
export const handleHeld =
  'Dieses Handle gehörte einem anderen Konto und bleibt für dieses reserviert, da gedruckte Karten es noch tragen können. Bitte wählen Sie ein anderes.';
export const buttonLinkScheme = 'Button-Links müssen mit https://, mailto: oder tel: beginnen';
export const subscriptionRequired = 'Ein aktives Abonnement ist erforderlich';
/** Why Copy Link and My Live Profile are disabled without a subscription. */
export const requiresConnect = 'Erfordert Catalyst Connect';
export const qrOpensCardPage =
  'Der Code öffnet Ihre Kartenseite: Ihr Name, Ihr Foto und ein Button „Kontakt speichern“.';
export const qrOpensProfile =
  'Der Code öffnet Ihr Connect-Profil. Gestalten Sie es passend zu Ihrer Marke: Die Vorschau zeigt, was gedruckt wird.';
export const imagesMustBeUploaded = 'Bilder müssen zuerst zu Catalyst Connect hochgeladen werden';
export const imageNotYours =
  'Dieses Bild gehört nicht zu Ihren Uploads. Bitte laden Sie es erneut hoch.';
export const failedToUpdateProfile = 'Das Profil konnte nicht aktualisiert werden';
