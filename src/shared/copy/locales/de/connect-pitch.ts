// The Connect subscription's pitch on /subscribe, and its example profile
// (docs/product.md#the-connect-subscription).
/** What the subscription gives today, in the order /subscribe lists it. */
export const connectIncludes = [
  'Ihr eigenes öffentliches Profil unter einem Handle Ihrer Wahl, mit Kontakt zum Speichern per Fingertipp',
  'Neun Designs mit Ihrer Akzentfarbe und Schriftart sowie ein Titelbild',
  'Ein Lead-Formular mit den Feldern Ihrer Wahl und einem Einwilligungshäkchen, dazu Leads zum Durchsuchen und Exportieren',
  'Insights: Aufrufe, gespeicherte Kontakte, Link-Klicks und Nachrichten, nach QR-Code, NFC-Tap oder Link',
  'Apple- und Google-Wallet-Pässe Ihrer Karte',
  'Neue Leads direkt an HubSpot und Webhooks für Ihre eigenen Tools',
] as const;
export const seeExampleProfile = 'Beispielprofil ansehen';
/** The strip above the example profile (/example). */
export const exampleProfileNote =
  'Ein Beispiel für ein Catalyst-Connect-Profil. Sein Formular sendet nichts.';
