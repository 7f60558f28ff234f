// Any request: what the error handler, the router and the web client answer.
export const internalError = 'Something went wrong on our side. Please try again.';
export const serviceUnavailable = 'The service is temporarily unavailable. Please try again.';
export const paymentProviderUnavailable =
  'The payment provider is not available right now. Please try again in a moment.';
export const bodyTooLarge = 'Request body is too large';
export const invalidJsonBody = 'Request body is not valid JSON';
export const emptyJsonBody = 'Request body is empty';
export const bodyMustBeObject = 'Request body must be a JSON object';
export const unsupportedContentType = 'Unsupported content type';
export const invalidContentLength = 'Invalid Content-Length';
export const addressTooLong = 'The address is too long';
export const addressInvalid = 'The address is not valid';
export const invalidRequest = 'Invalid request';
export const invalidValue = 'Invalid value';
export const nothingToUpdate = 'Nothing to update';
export const serverTooSlow = 'The server took too long to answer. Please try again.';
export const serverUnreachable = 'Could not reach the server. Check your connection and try again.';
export const requestFailed = 'Request failed';
export const sessionRefreshFailed = 'Session refresh failed';
export const sessionEnded = 'Your session has ended';
export const unknownError = 'Unknown Error';
export const unexpectedErrorOccurred = 'Sorry, an unexpected error has occurred.';
export const somethingWentWrong = 'Something went wrong';
export const failedToFetchCardData = 'Failed to fetch card data';
export const failedToFetchCardProfileData = 'Failed to fetch card profile data';
export const verificationLinkMayBeInvalid =
  'The verification link may be invalid or expired. Please contact support for help.';
/** A save the browser knows it cannot send (docs/product.md#stale-edits). */
export const offlineChangesKept =
  "You're offline: your changes are kept here and saved when you're back";
/** An editor opened with changes kept on this device from before (decision 050). */
export const restoreUnsavedChanges = 'Restore your unsaved changes?';
