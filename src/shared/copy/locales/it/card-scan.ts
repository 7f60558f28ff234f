// Scanning a paper card (docs/product.md#capture): POST /api/leads/scan's answers.
export const scanNotAnImage = 'La scansione di un biglietto deve essere una foto JPEG, PNG o WebP';
export const scanTooSlow =
  'La lettura del biglietto ha richiesto troppo tempo. Riprova con una foto più nitida, oppure inserisci i dati a mano';
export const scanBusy =
  'In questo momento si stanno leggendo troppi biglietti. Riprova tra poco, oppure inserisci i dati a mano';
export const scanTooMany = 'Hai scansionato molti biglietti nell’ultimo minuto. Attendi un momento';
