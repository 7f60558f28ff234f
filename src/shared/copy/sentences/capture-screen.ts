// The capture screen (docs/product.md#capture): leads typed or scanned at an event, kept on the
// phone until they upload. Sentences with a count are functions in ../../copy.ts.
export const leadSaved = 'Lead saved. Ready for the next person.';
export const leadSavedOnDevice =
  'Lead saved on this phone. It uploads by itself when the network is back.';
export const captureNeedsOnlineOpen =
  'Open the capture screen once with a network, signed in: after that it works offline.';
export const captureNoCard = 'You need a card to file leads under.';
export const captureUploadNeedsSignIn =
  'Sign in again to upload the leads waiting on this phone: they are kept until then.';
export const capturePhotoTooLarge = 'The photo must be at most 10 MB.';
export const capturePhotoNotImage = 'Choose a JPEG, PNG or WebP photo.';
export const capturePhotoKept = 'Photo of their card attached.';
export const capturePhotoWaiting = 'The lead is uploaded; the photo of their card waits to upload.';
export const captureEntryRetrying = 'Waiting for the network to upload.';
export const captureEventsOffline = 'Offline: these are the events kept from your last visit.';
export const captureEventCreated = 'Event created.';
export const captureEventNeedsNetwork = 'Creating an event needs a network.';
export const captureEditingQueued = 'Editing a lead that could not upload: save it to try again.';
export const captureSignOutTitle = 'Leads waiting to upload';
export const captureKeepFailed =
  'This browser would not keep the lead on the phone: it is still in the form. Check that the browser may store data for this site, then save again.';
export const captureDiscardQuestion =
  'The lead is not on the server: discarding it removes it from this phone for good.';
