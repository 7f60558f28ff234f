// The Connect subscription's pitch on /subscribe, and its example profile
// (docs/product.md#the-connect-subscription).
/** What the subscription gives today, in the order /subscribe lists it. */
export const connectIncludes = [
  'Il tuo profilo pubblico al nome utente che scegli, con un contatto da salvare con un tocco',
  'Nove design con il tuo colore di accento e il tuo font, e un’immagine di copertina',
  'Un modulo per i lead con i campi che scegli e una casella di consenso, e lead da cercare ed esportare',
  'Insights: visualizzazioni, contatti salvati, clic sui link e messaggi, per codice QR, tocco NFC o link',
  'Pass di Apple Wallet e Google Wallet del tuo biglietto',
  'Nuovi lead inviati a HubSpot e webhook per i tuoi strumenti',
] as const;
export const seeExampleProfile = 'Guarda un profilo di esempio';
/** The strip above the example profile (/example). */
export const exampleProfileNote =
  'Un esempio di profilo Catalyst Connect. Il suo modulo non invia nulla.';
