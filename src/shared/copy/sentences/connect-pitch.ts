// The Connect subscription's pitch on /subscribe, and its example profile
// (docs/product.md#the-connect-subscription).
/** What the subscription gives today, in the order /subscribe lists it. */
export const connectIncludes = [
  'Your own public profile at a handle you choose, with a tap-to-save contact',
  'Nine designs with your accent colour and font, and a cover image',
  'A lead form with the fields you choose and a consent tick, and leads to search and export',
  'Insights: views, contact saves, link clicks and messages, by QR code, NFC tap or link',
  'Apple and Google Wallet passes of your card',
  'New leads sent to HubSpot, and webhooks for your own tools',
] as const;
export const seeExampleProfile = 'See an example profile';
/** The strip above the example profile (/example). */
export const exampleProfileNote =
  'An example of a Catalyst Connect profile. Its form sends nothing.';
