// Added: the follow-up e-mail to leads (docs/product.md#follow-up) and a lead’s card photo
// (docs/product.md#card-photos).
/** The follow-up e-mail an owner who never saved one sends: it must read well for any lead. */
export const followUpDefaultSubject = 'Leuk je te hebben ontmoet op {event}';
// One literal, not a joined list: a call at the top of a module is kept in every bundle.
export const followUpDefaultBody =
  'Hoi {firstName},\n\nBedankt dat je op {event} de tijd nam om met me te praten. Het was leuk je te ontmoeten.\n\nIk heb mijn contactgegevens bijgevoegd, zodat je me kunt bereiken wanneer het jou uitkomt. Heb je vragen, of wil je ons gesprek voortzetten? Beantwoord dan gewoon deze e-mail.\n\nIk hoop dat we contact houden.\n\nMet vriendelijke groet,\n{ownerName}';
/** What `{event}` reads as for a lead captured at no event (the default text reads well with it). */
export const followUpNoEventPhrase = 'het evenement';
/** What `{firstName}` reads as for a lead without a name ("Hi there,"). */
export const followUpNoFirstName = 'daar';
export const followUpSubjectRequired = 'Vul het onderwerp van de e-mail in';
export const followUpBodyRequired = 'Schrijf de tekst van de e-mail';
export const followUpLeadsRequired = 'Selecteer minstens één lead';
export const followUpTooManyLeads = 'Stuur een follow-up naar maximaal 200 leads tegelijk';
export const followUpLeadNotFound =
  'Een van de geselecteerde leads staat niet meer in je lijst: laad de lijst opnieuw en probeer het nogmaals';
export const followUpBodyControlCharacters =
  'De tekst mag regeleinden en tabs bevatten, maar geen andere besturingstekens';
export const followUpTemplateSaved = 'Sjabloon opgeslagen voor de volgende keer';
export const unsupportedPhotoType = 'Alleen JPEG-, PNG- of WebP-foto’s kunnen worden geüpload';
export const leadPhotoNotFound = 'Deze lead heeft geen kaartfoto';
export const leadPhotoUnavailable = 'De kaartfoto kan niet worden geladen';
export const followUpPlaceholdersHint =
  'Variabelen: {firstName}, {event} en {ownerName} worden voor elke lead ingevuld.';
export const followUpSelectLeads = 'Selecteer de leads voor een follow-up met de vakjes ernaast.';
