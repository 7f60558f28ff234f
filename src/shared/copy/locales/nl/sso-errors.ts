// Why a single sign-on ended on the Login page (/login?ssoError={reason}, SSO_ERROR_REASONS).
export const ssoErrorExpired = 'Het inloggen duurde te lang. Begin opnieuw.';
export const ssoErrorState =
  'Deze inlogpoging komt niet overeen met een poging die hier is gestart, dus niemand is ingelogd. Begin opnieuw vanaf deze pagina.';
export const ssoErrorProvider =
  'Inloggen via de identiteitsprovider van je bedrijf is niet gelukt. Probeer het opnieuw, of vraag het je IT-afdeling.';
export const ssoErrorRefused =
  'Het antwoord van de identiteitsprovider kon niet worden gecontroleerd, dus niemand is ingelogd. Vraag je IT-afdeling de instellingen voor single sign-on te controleren.';
export const ssoErrorEmailUnverified =
  'Je identiteitsprovider heeft je e-mailadres niet geverifieerd, dus niemand is ingelogd. Vraag het je IT-afdeling.';
export const ssoErrorDomain =
  'Je adres staat niet op een domein dat je team heeft geverifieerd. Vraag het de beheerder van je team.';
export const ssoErrorNotMember =
  'Je bent geen lid van dit team. Vraag de beheerder van je team om je uit te nodigen.';
export const ssoErrorSuspended = 'Dit account is geblokkeerd. Neem contact op met support.';
export const ssoErrorNotSetUp =
  'Single sign-on is niet ingesteld voor dit adres. Log in met je wachtwoord.';
