// The operator console's screens: what each action's confirmation says, and its toast.
export const adminSuspendQuestion =
  'De eigenaar wordt meteen overal uitgelogd en kan pas weer inloggen als de blokkering is opgeheven.';
export const adminUnsuspendQuestion = 'De eigenaar kan weer inloggen.';
export const adminResendInvitationQuestion =
  'Er wordt een nieuwe uitnodigingslink naar het adres van het account gestuurd.';
export const adminSendPasswordResetQuestion =
  'Er wordt een link om het wachtwoord opnieuw in te stellen naar het adres van het account gestuurd.';
export const adminMoveCardQuestion =
  'De kaart gaat naar het account met dit e-mailadres. Een adres zonder account wordt uitgenodigd er een aan te maken. De contactgegevens, het Connect-profiel, de bezoekersberichten en de Insights van de vorige eigenaar worden gewist, tenzij je ze bewaart.';
export const adminKeepOwnerDataLabel = 'Gegevens van de vorige eigenaar op de kaart bewaren';
export const adminKeepOwnerDataHint =
  'Alleen als de nieuwe eigenaar dezelfde persoon is (een ander adres van diegene): contactgegevens, Connect-profiel, bezoekersberichten en Insights gaan mee met de kaart. Vastgelegd in het auditlog.';
export const adminTakeDownQuestion =
  'Bezoekers krijgen te zien dat dit profiel niet bestaat, totdat het is hersteld. De eigenaar ziet de reden in de profieleditor.';
export const adminRestoreQuestion = 'Bezoekers kunnen dit profiel weer zien.';
export const adminRetryMailQuestion = 'De e-mail wordt meteen opnieuw verstuurd.';
export const adminReasonHint = 'Vastgelegd in het auditlog.';
export const adminAccountSuspended = 'Account geblokkeerd';
export const adminAccountUnsuspended = 'Blokkering opgeheven';
export const adminInvitationSent = 'Uitnodiging verstuurd';
export const adminPasswordResetSent = 'Link voor wachtwoordreset verstuurd';
export const adminProfileTakenDown = 'Profiel offline gehaald';
export const adminProfileRestored = 'Profiel hersteld';
export const adminMailRetried = 'De e-mail wordt opnieuw verstuurd';
export const adminNoAccounts = 'Geen account komt overeen met deze zoekopdracht.';
export const adminNoFailedMail = 'Er zijn geen mislukte e-mails.';
export const adminNoPendingMail = 'Er wachten geen e-mails op verzending.';
export const adminNoUnassignedCards = 'Elke kaart heeft een eigenaar.';
export const adminNoAuditEntries = 'Niets in het auditlog komt overeen met deze filters.';
