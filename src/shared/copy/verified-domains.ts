// The sentences with a value of verified domains (docs/product.md#verified-domains): the verify
// route's 422s, which name the record looked for, and the Sign-in tab's.

/** No TXT record at the name (NXDOMAIN, or the name holds none). */
export function domainRecordMissingMessage(txtName: string, txtValue: string): string {
  return `No TXT record was found at ${txtName}. Create it with the value ${txtValue}, then verify again (DNS changes can take a few minutes to be seen).`;
}

/** TXT records at the name, none of them the value asked for. */
export function domainRecordWrongMessage(txtName: string, txtValue: string): string {
  return `The TXT record at ${txtName} does not hold ${txtValue}. Set that value exactly, then verify again.`;
}

/** The look-up itself failed (a timeout, SERVFAIL): not an answer that the record is missing. */
export function domainLookupFailedMessage(txtName: string): string {
  return `The DNS look-up of the TXT record at ${txtName} did not get an answer. Please try again in a few minutes.`;
}

/** The Sign-in tab's question before a domain is removed. */
export function removeDomainQuestion(domain: string, verified: boolean): string {
  return verified
    ? `Remove ${domain}? Single sign-on will no longer apply to its addresses.`
    : `Remove ${domain}?`;
}

/** The accessible name of a copy button beside a record's name or value. */
export function copyRecordLabel(what: string, domain: string): string {
  return `Copy the ${what.toLowerCase()} of the record for ${domain}`;
}
