// Not found: a thing that does not exist and one the caller may not see read the same.
export const notFound = 'Not found';
export const accountNotFound = 'Account not found';
export const cardNotFound = 'Card not found';
export const profileNotFound = 'Profile not found';
export const messageNotFound = 'Message not found';
export const contactNotFound = 'Contact not found';
