// Any request: what the error handler, the router and the web client answer.
export const internalError = 'Er ging aan onze kant iets mis. Probeer het opnieuw.';
export const serviceUnavailable = 'De dienst is tijdelijk niet beschikbaar. Probeer het opnieuw.';
export const paymentProviderUnavailable =
  'De betaalprovider is nu niet beschikbaar. Probeer het zo opnieuw.';
export const bodyTooLarge = 'De body van het verzoek is te groot';
export const invalidJsonBody = 'De body van het verzoek is geen geldige JSON';
export const emptyJsonBody = 'De body van het verzoek is leeg';
export const bodyMustBeObject = 'De body van het verzoek moet een JSON-object zijn';
export const unsupportedContentType = 'Contenttype niet ondersteund';
export const invalidContentLength = 'Ongeldige Content-Length';
export const addressTooLong = 'Het adres is te lang';
export const addressInvalid = 'Het adres is ongeldig';
export const invalidRequest = 'Ongeldig verzoek';
export const invalidValue = 'Ongeldige waarde';
export const nothingToUpdate = 'Niets om bij te werken';
export const serverTooSlow =
  'De server deed er te lang over om te antwoorden. Probeer het opnieuw.';
export const serverUnreachable =
  'Kan de server niet bereiken. Controleer je verbinding en probeer het opnieuw.';
export const requestFailed = 'Verzoek mislukt';
export const sessionRefreshFailed = 'Sessie vernieuwen mislukt';
export const sessionEnded = 'Je sessie is beëindigd';
export const unknownError = 'Onbekende fout';
export const unexpectedErrorOccurred = 'Sorry, er is een onverwachte fout opgetreden.';
export const somethingWentWrong = 'Er ging iets mis';
export const failedToFetchCardData = 'Kan de kaartgegevens niet ophalen';
export const failedToFetchCardProfileData = 'Kan de profielgegevens van de kaart niet ophalen';
export const verificationLinkMayBeInvalid =
  'De verificatielink is mogelijk ongeldig of verlopen. Neem contact op met support voor hulp.';
/** A save the browser knows it cannot send (docs/product.md#stale-edits). */
export const offlineChangesKept =
  'Je bent offline: je wijzigingen blijven hier bewaard en worden opgeslagen zodra je weer online bent';
/** An editor opened with changes kept on this device from before (decision 050). */
export const restoreUnsavedChanges = 'Niet-opgeslagen wijzigingen herstellen?';
