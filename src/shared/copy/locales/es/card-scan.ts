// Scanning a paper card (docs/product.md#capture): POST /api/leads/scan's answers.
export const scanNotAnImage = 'El escaneo de una tarjeta debe ser una foto JPEG, PNG o WebP';
export const scanTooSlow =
  'La lectura de la tarjeta tardó demasiado. Inténtalo de nuevo con una foto más nítida o escribe los datos';
export const scanBusy =
  'Se están leyendo demasiadas tarjetas ahora mismo. Inténtalo de nuevo en un momento o escribe los datos';
export const scanTooMany = 'Has escaneado muchas tarjetas en el último minuto. Espera un momento';
