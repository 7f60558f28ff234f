// The capture screen's scan panel (docs/product.md#capture): a paper card's photo, a badge's QR.
export const scanReadingCard = 'Leyendo la tarjeta…';
export const scanCardRead = 'Tarjeta leída: revisa los datos y corrige lo que haya leído mal.';
export const scanCardEmpty =
  'No se pudo leer ningún texto de esta foto: la foto se guarda con el lead, escribe los datos.';
export const scanOfflinePhotoKept =
  'Sin conexión: la foto se guarda con el lead, escribe los datos.';
export const scanBusyPhotoKept =
  'No se pudo leer la tarjeta a tiempo: la foto se guarda con el lead, escribe los datos.';
export const scanFailedPhotoKept =
  'No se pudo leer la tarjeta: la foto se guarda con el lead, escribe los datos.';
export const scanPhotoUnreadable = 'Ese archivo no es una foto que este dispositivo pueda abrir.';
export const scanPointAtCard = 'Mantén la tarjeta plana dentro del marco y haz la foto.';
export const scanPointAtCode = 'Apunta la cámara al código QR de la acreditación o del teléfono.';
export const scanCodeContact = 'Código QR leído: los datos se han rellenado.';
export const scanCodeText = 'Código QR leído: su texto está en la nota.';
export const scanCardLookup = 'Buscando la tarjeta digital…';
export const scanCardLookupFailed =
  'No se pudo consultar la tarjeta digital: su dirección está en la nota.';
export const scanNoCodeInPhoto = 'No se encontró ningún código QR en esa foto.';
export const cameraRefused =
  'Se denegó el acceso a la cámara: permítelo en la configuración del navegador o elige una foto.';
export const cameraUnavailable = 'No hay ninguna cámara disponible aquí: elige una foto.';
export const scannerNeedsNetwork =
  'El escáner solo funciona sin conexión si la pantalla de captura se abrió antes con conexión: escribe los datos.';
