// The operator console (/admin) and what it does to accounts, cards and profiles.
export const adminsOnly = 'Alleen voor beheerders';
export const accountSuspended = 'Dit account is geblokkeerd. Neem contact op met support.';
export const cannotSuspendYourself = 'Je kunt je eigen account niet blokkeren';
export const accountAlreadySuspended = 'Dit account is al geblokkeerd';
export const accountNotSuspended = 'Dit account is niet geblokkeerd';
export const accountAlreadyVerified =
  'Dit account is al ingesteld; stuur in plaats daarvan een wachtwoordreset';
export const accountNotVerified =
  'Dit account is nog niet ingesteld; stuur in plaats daarvan de uitnodiging opnieuw';
export const cardAlreadyOwned = 'De kaart hoort al bij dat account';
export const profileAlreadyTakenDown = 'Dit profiel is al offline gehaald';
export const profileNotTakenDown = 'Dit profiel is niet offline gehaald';
export const mailNotRetryable =
  'Alleen mislukte of wachtende e-mails kunnen opnieuw worden verstuurd';
export const mailNotFound = 'E-mail niet gevonden';
export const reasonRequired = 'Geef een reden op';
export const lastAdmin =
  'De beheerrechten van de laatste beheerder kunnen niet worden ingetrokken; maak eerst iemand anders beheerder';
export const lastAdminCannotLeave =
  'De laatste beheerder kan zijn account niet verwijderen; maak eerst iemand anders beheerder';
export const profileTakenDownNotice =
  'Een beheerder heeft dit profiel offline gehaald, dus bezoekers kunnen het niet zien.';
