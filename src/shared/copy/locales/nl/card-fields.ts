// Card and Connect profile fields.
export const invalidPhone = 'Vul een geldig telefoonnummer in';
export const fullUrlRequired = 'Vul een volledige URL in die begint met https://';
export const singleLineOfText = 'Moet één regel tekst zijn';
export const invalidCharacters = 'Bevat ongeldige tekens';
export const handleTooShort = 'Je gebruikersnaam moet minstens 3 tekens hebben';
export const handleTooLong = 'Je gebruikersnaam mag maximaal 40 tekens hebben';
export const handleCharacters = 'Gebruik alleen letters, cijfers en koppeltekens';
export const handleHyphenAtEdge =
  'Een gebruikersnaam kan niet beginnen of eindigen met een koppelteken';
export const handleReserved = 'Die gebruikersnaam is gereserveerd';
export const handleTaken = 'Die gebruikersnaam is al in gebruik';
/** 409 to a save based on an older version than the stored one (If-Match). */
export const editedElsewhere =
  'Dit is ergens anders gewijzigd sinds je het opende. Laad opnieuw voor de nieuwste versie.';
export const handleChangeQuestion =
  'Je huidige link toont je profiel dan niet meer zelf: bezoekers die hem openen, worden doorgestuurd naar de nieuwe, en niemand anders kan hem overnemen. Gedrukte QR-codes, NFC-tags, wallet-passes en e-mailhandtekeningen blijven werken. Gebruikersnaam wijzigen?';
export const handleHeld =
  'Die gebruikersnaam hoorde bij een ander account en blijft daarvoor gereserveerd: gedrukte kaarten kunnen hem nog bevatten. Kies een andere.';
export const buttonLinkScheme = 'Knoplinks moeten beginnen met https://, mailto: of tel:';
export const subscriptionRequired = 'Een actief abonnement is vereist';
/** Why Copy Link and My Live Profile are disabled without a subscription. */
export const requiresConnect = 'Vereist Catalyst Connect';
export const qrOpensCardPage =
  'De code opent je kaartpagina: je naam, foto en een knop ‘Contact opslaan’.';
export const qrOpensProfile =
  'De code opent je Connect-profiel. Stem de stijl af op je merk: de preview is wat er wordt afgedrukt.';
export const imagesMustBeUploaded =
  'Afbeeldingen moeten eerst naar Catalyst Connect worden geüpload';
export const imageNotYours = 'Deze afbeelding is niet een van je uploads. Upload hem opnieuw.';
export const failedToUpdateProfile = 'Kan het profiel niet bijwerken';
