// The Connect subscription's pitch on /subscribe, and its example profile
// (docs/product.md#the-connect-subscription).
/** What the subscription gives today, in the order /subscribe lists it. */
export const connectIncludes = [
  'Votre propre profil public à l’identifiant de votre choix, avec un contact à enregistrer d’un geste',
  'Neuf designs avec votre couleur d’accent et votre police, et une image de couverture',
  'Un formulaire avec les champs de votre choix et une case de consentement, et des prospects à rechercher et exporter',
  'Insights : vues, contacts enregistrés, clics sur les liens et messages, par QR code, contact NFC ou lien',
  'Votre carte dans Apple Wallet et Google Wallet',
  'Les nouveaux prospects envoyés vers HubSpot et des webhooks pour vos propres outils',
] as const;
export const seeExampleProfile = 'Voir un exemple de profil';
/** The strip above the example profile (/example). */
export const exampleProfileNote =
  'Un exemple de profil Catalyst Connect. Son formulaire n’envoie rien.';
