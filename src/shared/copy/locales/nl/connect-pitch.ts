// The Connect subscription's pitch on /subscribe, and its example profile
// (docs/product.md#the-connect-subscription).
/** What the subscription gives today, in the order /subscribe lists it. */
export const connectIncludes = [
  'Je eigen openbare profiel op een gebruikersnaam naar keuze, met een contact dat je met één tik opslaat',
  'Negen ontwerpen met je accentkleur en lettertype, en een omslagafbeelding',
  'Een leadformulier met de velden die je kiest en een vinkje voor toestemming, plus leads om te doorzoeken en te exporteren',
  'Insights: weergaven, opgeslagen contacten, klikken op links en berichten, per QR-code, NFC-tik of link',
  'Apple Wallet- en Google Wallet-passes van je kaart',
  'Nieuwe leads naar HubSpot en webhooks voor je eigen tools',
] as const;
export const seeExampleProfile = 'Bekijk een voorbeeldprofiel';
/** The strip above the example profile (/example). */
export const exampleProfileNote =
  'Een voorbeeld van een Catalyst Connect-profiel. Het formulier verstuurt niets.';
