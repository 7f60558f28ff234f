// The capture screen's scan panel (docs/product.md#capture): a paper card's photo, a badge's QR.
export const scanReadingCard = 'Lecture de la carte…';
export const scanCardRead =
  'Carte lue : vérifiez les informations et corrigez ce qui a été mal lu.';
export const scanCardEmpty =
  'Aucun texte n’a pu être lu sur cette photo : la photo est conservée avec le prospect, saisissez les informations.';
export const scanOfflinePhotoKept =
  'Pas de réseau : la photo est conservée avec le prospect, saisissez les informations.';
export const scanBusyPhotoKept =
  'La carte n’a pas pu être lue à temps : la photo est conservée avec le prospect, saisissez les informations.';
export const scanFailedPhotoKept =
  'La carte n’a pas pu être lue : la photo est conservée avec le prospect, saisissez les informations.';
export const scanPhotoUnreadable = 'Ce fichier n’est pas une photo que cet appareil peut ouvrir.';
export const scanPointAtCard = 'Placez la carte à plat dans le cadre, puis prenez la photo.';
export const scanPointAtCode = 'Pointez l’appareil photo vers le QR code du badge ou du téléphone.';
export const scanCodeContact = 'QR code lu : les informations sont remplies.';
export const scanCodeText = 'QR code lu : son texte figure dans la note.';
export const scanCardLookup = 'Recherche de la carte numérique…';
export const scanCardLookupFailed =
  'La carte numérique n’a pas pu être récupérée : son adresse figure dans la note.';
export const scanNoCodeInPhoto = 'Aucun QR code trouvé sur cette photo.';
export const cameraRefused =
  'L’accès à l’appareil photo a été refusé : autorisez-le dans les paramètres du navigateur, ou choisissez une photo.';
export const cameraUnavailable =
  'Aucun appareil photo disponible ici : choisissez plutôt une photo.';
export const scannerNeedsNetwork =
  'Le scanner ne s’ouvre hors ligne que si l’écran de saisie a déjà été ouvert une fois en ligne : saisissez les informations.';
