// Scanning a paper card (docs/product.md#capture): POST /api/leads/scan's answers.
export const scanNotAnImage = 'A card scan must be a JPEG, PNG or WebP photo';
export const scanTooSlow =
  'Reading the card took too long. Try again with a sharper photo, or type the details in';
export const scanBusy =
  'Too many cards are being read right now. Try again in a moment, or type the details in';
export const scanTooMany = 'You have scanned many cards in the last minute. Wait a moment';
