// Verified domains (docs/product.md#verified-domains): the API's refusals and the Sign-in tab's
// domains section.
export const domainVerifyTooMany =
  'Te veel verificatiepogingen voor dit team. Wacht een minuut en probeer het opnieuw.';
export const signInTab = 'Inloggen';
export const signInPageIntro =
  'Hoe mensen van je bedrijf inloggen: de e-maildomeinen van je team, single sign-on via je identiteitsprovider en provisioning vanuit je directory.';
export const domainsHeading = 'Geverifieerde domeinen';
export const domainsIntro =
  'Claim de e-maildomeinen van je bedrijf en bewijs dat met een DNS-record. Single sign-on geldt alleen voor adressen op geverifieerde domeinen.';
export const domainField = 'Domein';
export const addDomain = 'Domein toevoegen';
export const domainsEmpty = 'Nog geen domein.';
export const domainStatusPending = 'In afwachting';
export const domainStatusVerified = 'Geverifieerd';
export const domainRecordIntro =
  'Maak dit TXT-record aan bij de DNS-provider van je domein en kies daarna ‘Verifiëren’. Het kan een paar minuten duren voordat het zichtbaar is.';
export const domainRecordName = 'Naam';
export const domainRecordValue = 'Waarde';
export const domainRecordType = 'Type';
export const verifyDomain = 'Verifiëren';
export const removeDomain = 'Verwijderen';
export const domainVerifiedNotice = 'Domein geverifieerd';
export const domainRemovedNotice = 'Domein verwijderd';
export const domainVerifiedKeepRecord =
  'Laat het TXT-record staan: het domein wordt dagelijks gecontroleerd, en na 7 dagen zonder record is het niet langer geverifieerd.';
export const copyButton = 'Kopiëren';
export const copiedNotice = 'Gekopieerd';
