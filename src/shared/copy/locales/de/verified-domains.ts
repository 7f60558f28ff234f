// Verified domains (docs/product.md#verified-domains): the API's refusals and the Sign-in tab's
// domains section.
export const domainVerifyTooMany =
  'Zu viele Verifizierungsversuche für dieses Team. Bitte warten Sie eine Minute und versuchen Sie es erneut.';
export const signInTab = 'Anmeldung';
export const signInPageIntro =
  'Wie sich die Personen Ihres Unternehmens anmelden: die E-Mail-Domains Ihres Teams, Single Sign-on über Ihren Identitätsanbieter und die Bereitstellung aus Ihrem Verzeichnis.';
export const domainsHeading = 'Verifizierte Domains';
export const domainsIntro =
  'Beanspruchen Sie die E-Mail-Domains Ihres Unternehmens und weisen Sie den Besitz mit einem DNS-Eintrag nach. Single Sign-on gilt nur für Adressen auf verifizierten Domains.';
export const domainField = 'Domain';
export const addDomain = 'Domain hinzufügen';
export const domainsEmpty = 'Noch keine Domain.';
export const domainStatusPending = 'Ausstehend';
export const domainStatusVerified = 'Verifiziert';
export const domainRecordIntro =
  'Legen Sie diesen TXT-Eintrag beim DNS-Anbieter Ihrer Domain an und wählen Sie dann „Verifizieren“. Es kann einige Minuten dauern, bis er sichtbar ist.';
export const domainRecordName = 'Name';
export const domainRecordValue = 'Wert';
export const domainRecordType = 'Typ';
export const verifyDomain = 'Verifizieren';
export const removeDomain = 'Entfernen';
export const domainVerifiedNotice = 'Domain verifiziert';
export const domainRemovedNotice = 'Domain entfernt';
export const domainVerifiedKeepRecord =
  'Behalten Sie den TXT-Eintrag: Die Domain wird täglich geprüft und nach 7 Tagen ohne ihn nicht mehr als verifiziert geführt.';
export const copyButton = 'Kopieren';
export const copiedNotice = 'Kopiert';
