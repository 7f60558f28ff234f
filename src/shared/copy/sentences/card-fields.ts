// Card and Connect profile fields.
export const invalidPhone = 'Please enter a valid phone number';
export const fullUrlRequired = 'Please enter a full URL starting with https://';
export const singleLineOfText = 'Must be a single line of text';
export const invalidCharacters = 'Contains invalid characters';
export const handleTooShort = 'Your handle needs at least 3 characters';
export const handleTooLong = 'Your handle can have at most 40 characters';
export const handleCharacters = 'Use only letters, digits and hyphens';
export const handleHyphenAtEdge = 'A handle cannot start or end with a hyphen';
export const handleReserved = 'That handle is reserved';
export const handleTaken = 'That handle is already taken';
/** 409 to a save based on an older version than the stored one (If-Match). */
export const editedElsewhere =
  'This was changed elsewhere since you opened it. Reload to get the latest version.';
export const handleChangeQuestion =
  'Your current link stops showing your profile by itself: visitors who open it are sent on to the new one, and no one else can take it. Printed QR codes, NFC tags, wallet passes and e-mail signatures keep working. Change your handle?';
export const handleHeld =
  'That handle belonged to another account and is held for it: printed cards may still carry it. Please choose another.';
export const buttonLinkScheme = 'Button links must start with https://, mailto: or tel:';
export const subscriptionRequired = 'An active subscription is required';
/** Why Copy Link and My Live Profile are disabled without a subscription. */
export const requiresConnect = 'Requires Catalyst Connect';
export const qrOpensCardPage =
  'Scanning the code opens your card page: your name, photo and a Download Contact button.';
export const qrOpensProfile =
  'Scanning the code opens your Connect profile. Style it to match your brand: the preview is what prints.';
export const imagesMustBeUploaded = 'Images must be uploaded to Catalyst Connect first';
export const imageNotYours = 'This image is not one of your uploads. Please upload it again.';
export const failedToUpdateProfile = 'Failed to update profile';
