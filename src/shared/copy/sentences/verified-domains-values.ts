// The sentences with a value of verified domains (docs/product.md#verified-domains): the verify
// route's 422s, which name the record looked for, and the Sign-in tab's.
import { icu } from './language';

/** No TXT record at the name (NXDOMAIN, or the name holds none). */
export const domainRecordMissingMessage = icu<[txtName: string, txtValue: string]>(
  'No TXT record was found at {txtName}. Create it with the value {txtValue}, then verify again (DNS changes can take a few minutes to be seen).',
  'txtName',
  'txtValue',
);
/** TXT records at the name, none of them the value asked for. */
export const domainRecordWrongMessage = icu<[txtName: string, txtValue: string]>(
  'The TXT record at {txtName} does not hold {txtValue}. Set that value exactly, then verify again.',
  'txtName',
  'txtValue',
);
/** The look-up itself failed (a timeout, SERVFAIL): not an answer that the record is missing. */
export const domainLookupFailedMessage = icu<[txtName: string]>(
  'The DNS look-up of the TXT record at {txtName} did not get an answer. Please try again in a few minutes.',
  'txtName',
);
/** The Sign-in tab's question before a domain is removed. */
export const removeDomainQuestion = icu<[domain: string, verified: boolean]>(
  '{verified, select, true {Remove {domain}? Single sign-on will no longer apply to its addresses.} other {Remove {domain}?}}',
  'domain',
  'verified',
);
/** The accessible names of the copy buttons beside a record's name and its value. */
export const copyRecordNameLabel = icu<[domain: string]>(
  'Copy the name of the record for {domain}',
  'domain',
);
export const copyRecordValueLabel = icu<[domain: string]>(
  'Copy the value of the record for {domain}',
  'domain',
);
