// Scanning a paper card (docs/product.md#capture): POST /api/leads/scan's answers.
export const scanNotAnImage = 'Ein Karten-Scan muss ein JPEG-, PNG- oder WebP-Foto sein';
export const scanTooSlow =
  'Das Lesen der Karte hat zu lange gedauert. Versuchen Sie es mit einem schärferen Foto erneut oder geben Sie die Daten von Hand ein';
export const scanBusy =
  'Gerade werden zu viele Karten gelesen. Versuchen Sie es gleich erneut oder geben Sie die Daten von Hand ein';
export const scanTooMany =
  'Sie haben in der letzten Minute viele Karten gescannt. Warten Sie einen Moment';
