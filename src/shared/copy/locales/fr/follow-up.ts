// Added: the follow-up e-mail to leads (docs/product.md#follow-up) and a lead’s card photo
// (docs/product.md#card-photos).
/** The follow-up e-mail an owner who never saved one sends: it must read well for any lead. */
export const followUpDefaultSubject = 'Suite à notre rencontre lors de {event}';
// One literal, not a joined list: a call at the top of a module is kept in every bundle.
export const followUpDefaultBody =
  'Bonjour {firstName},\n\nMerci d’avoir pris le temps d’échanger avec moi lors de {event}. Ce fut un plaisir de faire votre connaissance.\n\nVous trouverez mes coordonnées en pièce jointe pour me joindre quand vous le souhaitez. Si vous avez des questions ou souhaitez poursuivre notre conversation, il vous suffit de répondre à cet e-mail.\n\nAu plaisir de rester en contact.\n\nBien cordialement,\n{ownerName}';
/** What `{event}` reads as for a lead captured at no event (the default text reads well with it). */
export const followUpNoEventPhrase = 'l’événement';
/** What `{firstName}` reads as for a lead without a name ("Hi there,"). */
export const followUpNoFirstName = 'à vous';
export const followUpSubjectRequired = 'Saisissez l’objet de l’e-mail';
export const followUpBodyRequired = 'Rédigez le texte de l’e-mail';
export const followUpLeadsRequired = 'Sélectionnez au moins un prospect';
export const followUpTooManyLeads = 'Envoyez une relance à 200 prospects au maximum à la fois';
export const followUpLeadNotFound =
  'L’un des prospects sélectionnés ne figure plus dans votre liste : rechargez la liste et réessayez';
export const followUpBodyControlCharacters =
  'Le texte peut contenir des sauts de ligne et des tabulations, mais aucun autre caractère de contrôle';
export const followUpTemplateSaved = 'Modèle enregistré pour la prochaine fois';
export const unsupportedPhotoType = 'Seules les photos JPEG, PNG ou WebP peuvent être importées';
export const leadPhotoNotFound = 'Ce prospect n’a pas de photo de carte';
export const leadPhotoUnavailable = 'Impossible de charger la photo de la carte';
export const followUpPlaceholdersHint =
  'Variables : {firstName}, {event} et {ownerName} sont remplies pour chaque prospect.';
export const followUpSelectLeads =
  'Sélectionnez les prospects à relancer avec les cases à côté d’eux.';
