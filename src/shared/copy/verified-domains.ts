// The sentences with a value of verified domains (docs/product.md#verified-domains): the verify
// route's 422s, which name the record looked for, and the Sign-in tab's.
import { domainRecordValue } from './sentences/verified-domains';
import { copyRecordNameLabel, copyRecordValueLabel } from './sentences/verified-domains-values';

export {
  domainLookupFailedMessage,
  domainRecordMissingMessage,
  domainRecordWrongMessage,
  removeDomainQuestion,
} from './sentences/verified-domains-values';

/** The accessible name of a copy button beside a record's name (`what`) or its value. */
export function copyRecordLabel(what: string, domain: string): string {
  return what === domainRecordValue ? copyRecordValueLabel(domain) : copyRecordNameLabel(domain);
}
