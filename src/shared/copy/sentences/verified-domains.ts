// Verified domains (docs/product.md#verified-domains): the API's refusals and the Sign-in tab's
// domains section.
export const domainVerifyTooMany =
  'Too many verification attempts for this team. Please wait a minute and try again.';
export const signInTab = 'Sign-in';
export const signInPageIntro =
  'How people of your company sign in: the e-mail domains your team owns, single sign-on through your identity provider, and provisioning from your directory.';
export const domainsHeading = 'Verified domains';
export const domainsIntro =
  'Claim the e-mail domains your company owns and prove it with a DNS record. Single sign-on applies to addresses on verified domains only.';
export const domainField = 'Domain';
export const addDomain = 'Add domain';
export const domainsEmpty = 'No domain yet.';
export const domainStatusPending = 'Pending';
export const domainStatusVerified = 'Verified';
export const domainRecordIntro =
  "Create this TXT record at your domain's DNS provider, then select Verify. It can take a few minutes to be seen.";
export const domainRecordName = 'Name';
export const domainRecordValue = 'Value';
export const domainRecordType = 'Type';
export const verifyDomain = 'Verify';
export const removeDomain = 'Remove';
export const domainVerifiedNotice = 'Domain verified';
export const domainRemovedNotice = 'Domain removed';
export const domainVerifiedKeepRecord =
  'Keep the TXT record: the domain is checked daily, and unverified after 7 days without it.';
export const copyButton = 'Copy';
export const copiedNotice = 'Copied';
