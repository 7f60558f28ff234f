import { createContext, useContext } from 'react';
import { COPY } from '../copy';
import * as PAGE from '../copy/sentences/public-page';

/**
 * The sentences the public page reads: its own module (sentences/public-page.ts) and the
 * contact form's from visitor-messages.ts. The server renders the page in the visitor's
 * language and gives the whole catalogue of it (`copyIn(language)`, which has all of these);
 * the app's own /u route and the editor's preview read the build's, one language per build
 * (docs/decisions/074).
 */
export type PageCopy = Sentences<typeof PAGE> &
  Sentences<
    Pick<
      typeof COPY,
      | 'messageSent'
      | 'failedToSendMessage'
      | 'tooManyMessages'
      | 'contactEmailed'
      | 'tooManyContactEmails'
      | 'contactTokenInvalid'
      | 'consentRequired'
      | 'invalidEmail'
      | 'requiredFieldsNote'
      | 'contactFormDisabledInEditMode'
      | 'sharingDisabledInEditMode'
    >
  >;

/** Each fixed sentence a string: English's exports are typed as their literal text. */
type Sentences<Module> = {
  [Name in keyof Module]: Module[Name] extends string ? string : Module[Name];
};

/**
 * The build's sentences, named one by one rather than `COPY` itself: a namespace handed over
 * as a value keeps every sentence of the catalogue in the bundle (decision 037), this only
 * the page's.
 */
const BUILD_COPY: PageCopy = {
  ...PAGE,
  messageSent: COPY.messageSent,
  failedToSendMessage: COPY.failedToSendMessage,
  tooManyMessages: COPY.tooManyMessages,
  contactEmailed: COPY.contactEmailed,
  tooManyContactEmails: COPY.tooManyContactEmails,
  contactTokenInvalid: COPY.contactTokenInvalid,
  consentRequired: COPY.consentRequired,
  invalidEmail: COPY.invalidEmail,
  requiredFieldsNote: COPY.requiredFieldsNote,
  contactFormDisabledInEditMode: COPY.contactFormDisabledInEditMode,
  sharingDisabledInEditMode: COPY.sharingDisabledInEditMode,
};

/** The public page's sentences in the language it is shown in. */
export const CopyContext = createContext<PageCopy>(BUILD_COPY);

export function usePageCopy(): PageCopy {
  return useContext(CopyContext);
}
