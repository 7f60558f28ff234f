// Added: the follow-up e-mail to leads (docs/product.md#follow-up) and a lead’s card photo
// (docs/product.md#card-photos).
/** The follow-up e-mail an owner who never saved one sends: it must read well for any lead. */
export const followUpDefaultSubject = 'Schön, Sie bei {event} kennengelernt zu haben';
// One literal, not a joined list: a call at the top of a module is kept in every bundle.
export const followUpDefaultBody =
  'Hallo {firstName},\n\nvielen Dank, dass Sie sich bei {event} Zeit für ein Gespräch mit mir genommen haben. Es hat mich sehr gefreut, Sie kennenzulernen.\n\nIm Anhang finden Sie meine Kontaktdaten, damit Sie mich jederzeit erreichen können. Wenn Sie Fragen haben oder unser Gespräch fortsetzen möchten, antworten Sie einfach auf diese E-Mail.\n\nIch freue mich darauf, in Kontakt zu bleiben.\n\nMit freundlichen Grüßen\n{ownerName}';
/** What `{event}` reads as for a lead captured at no event (the default text reads well with it). */
export const followUpNoEventPhrase = 'der Veranstaltung';
/** What `{firstName}` reads as for a lead without a name ("Hi there,"). */
export const followUpNoFirstName = 'zusammen';
export const followUpSubjectRequired = 'Geben Sie den Betreff der E-Mail ein';
export const followUpBodyRequired = 'Schreiben Sie den Text der E-Mail';
export const followUpLeadsRequired = 'Wählen Sie mindestens einen Lead aus';
export const followUpTooManyLeads = 'Senden Sie ein Follow-up an höchstens 200 Leads auf einmal';
export const followUpLeadNotFound =
  'Einer der ausgewählten Leads ist nicht mehr in Ihrer Liste: Laden Sie die Liste neu und versuchen Sie es erneut';
export const followUpBodyControlCharacters =
  'Der Text darf Zeilenumbrüche und Tabulatoren enthalten, aber keine anderen Steuerzeichen';
export const followUpTemplateSaved = 'Vorlage für das nächste Mal gespeichert';
export const unsupportedPhotoType = 'Es können nur JPEG-, PNG- oder WebP-Fotos hochgeladen werden';
export const leadPhotoNotFound = 'Dieser Lead hat kein Kartenfoto';
export const leadPhotoUnavailable = 'Das Kartenfoto konnte nicht geladen werden';
export const followUpPlaceholdersHint =
  'Platzhalter: {firstName}, {event} und {ownerName} werden für jeden Lead ausgefüllt.';
export const followUpSelectLeads =
  'Wählen Sie die Leads für das Follow-up mit den Kästchen daneben aus.';
