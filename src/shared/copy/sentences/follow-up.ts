// Added: the follow-up e-mail to leads (docs/product.md#follow-up) and a lead’s card photo
// (docs/product.md#card-photos).
/** The follow-up e-mail an owner who never saved one sends: it must read well for any lead. */
export const followUpDefaultSubject = 'Great to meet you at {event}';
// One literal, not a joined list: a call at the top of a module is kept in every bundle.
export const followUpDefaultBody =
  'Hi {firstName},\n\nThank you for taking the time to talk with me at {event}. It was a pleasure to meet you.\n\nI have attached my contact details so you can reach me whenever it suits you. If you have any questions, or would like to continue our conversation, simply reply to this e-mail.\n\nI look forward to staying in touch.\n\nBest regards,\n{ownerName}';
/** What `{event}` reads as for a lead captured at no event (the default text reads well with it). */
export const followUpNoEventPhrase = 'the event';
/** What `{firstName}` reads as for a lead without a name ("Hi there,"). */
export const followUpNoFirstName = 'there';
export const followUpSubjectRequired = 'Enter the e-mail’s subject';
export const followUpBodyRequired = 'Write the e-mail’s text';
export const followUpLeadsRequired = 'Select at least one lead';
export const followUpTooManyLeads = 'Send a follow-up to at most 200 leads at a time';
export const followUpLeadNotFound =
  'One of the selected leads is no longer in your list: reload the list and try again';
export const followUpBodyControlCharacters =
  'The text may hold line breaks and tabs, but no other control characters';
export const followUpTemplateSaved = 'Template saved for next time';
export const unsupportedPhotoType = 'Only JPEG, PNG or WebP photos can be uploaded';
export const leadPhotoNotFound = 'This lead has no card photo';
export const leadPhotoUnavailable = 'The card photo could not be loaded';
export const followUpPlaceholdersHint =
  'Placeholders: {firstName}, {event} and {ownerName} are filled for each lead.';
export const followUpSelectLeads = 'Select the leads to follow up with the boxes beside them.';
