import { icu } from './language';

export const mailVerificationSubject = 'Stel je Catalyst Connect-account in';
export const mailVerificationPreview =
  'Je Catalyst-kaart is onderweg. Stel je account in om hem te beheren.';
export const mailVerificationThanks =
  'Bedankt voor je bestelling! Je Catalyst-kaart is gekoppeld aan een Catalyst Connect-account voor dit e-mailadres.';
export const mailVerificationChoosePassword =
  'Kies een wachtwoord om het instellen af te ronden. Daarna kun je je kaart bewerken, je contactbestand downloaden en je QR-code delen.';
export const mailVerificationAction = 'Mijn account instellen';
export const mailVerificationNote =
  'Deze link is 7 dagen geldig. Heb je geen Catalyst-kaart besteld, dan kun je deze e-mail negeren.';

export const mailResetSubject = 'Stel je Catalyst Connect-wachtwoord opnieuw in';
export const mailResetPreview = 'Kies met deze link een nieuw wachtwoord.';
export const mailResetAsked =
  'Iemand heeft gevraagd het wachtwoord van je Catalyst Connect-account opnieuw in te stellen.';
export const mailResetAction = 'Nieuw wachtwoord kiezen';
export const mailResetNote =
  'Deze link werkt één keer, 1 uur lang. Heb je er niet om gevraagd, negeer deze e-mail dan: je wachtwoord blijft zoals het is.';

export const mailEmailChangeSubject = 'Bevestig je nieuwe e-mailadres voor Catalyst Connect';
export const mailEmailChangePreview = 'Bevestig dit adres om er vanaf nu mee in te loggen.';
export const mailEmailChangeAsked =
  'Iemand heeft gevraagd een Catalyst Connect-account naar dit e-mailadres te verplaatsen.';
export const mailEmailChangeIfYou =
  'Was jij dat? Bevestig dan het adres. Daarna log je er op al je apparaten mee in.';
export const mailEmailChangeAction = 'Mijn nieuwe adres bevestigen';
export const mailEmailChangeNote =
  'Deze link werkt één keer, 24 uur lang. Heb je er niet om gevraagd, negeer deze e-mail dan: er verandert niets.';

export const mailAddressTakenPreview = 'Dit adres heeft al een account, dus er is niets gewijzigd.';
export const mailAddressTakenAsked =
  'Iemand heeft gevraagd een Catalyst Connect-account naar dit e-mailadres te verplaatsen, maar dit adres heeft al een account, dus er is niets gewijzigd.';
export const mailAddressTakenIfYou =
  'Was jij dat? Log dan in met dit adres, of kies een ander adres voor het andere account.';

export const mailEmailChangingSubject = 'Je e-mailadres voor Catalyst Connect wordt gewijzigd';
export const mailEmailChangingPreview = icu<[newEmail: string]>(
  'Een wijziging naar {newEmail} wacht op bevestiging.',
  'newEmail',
);
export const mailEmailChangingAsked = icu<[newEmail: string]>(
  'Iemand heeft gevraagd het e-mailadres van je Catalyst Connect-account te wijzigen in {newEmail}. Er verandert niets zolang de link die naar dat adres is gestuurd niet wordt gebruikt.',
  'newEmail',
);
export const mailEmailChangingNotYou =
  'Was jij dit niet? Wijzig dan nu je wachtwoord: wie dit vroeg, kende het.';
export const mailEmailChangingNote =
  'Tot het nieuwe adres is bevestigd, log je nog met dit adres in.';

export const mailEmailChangedSubject = 'Je e-mailadres voor Catalyst Connect is gewijzigd';
export const mailEmailChangedPreview = icu<[newEmail: string]>(
  'Je account logt nu in met {newEmail}.',
  'newEmail',
);
export const mailEmailChangedNow = icu<[newEmail: string]>(
  'Het e-mailadres van je Catalyst Connect-account is nu {newEmail}. Alle apparaten zijn uitgelogd; log in met het nieuwe adres.',
  'newEmail',
);

export const mailNewSignInSubject = 'Nieuwe aanmelding bij je Catalyst-account';
export const mailNewSignInPreview = icu<[device: string, when: string]>(
  '{device}, {when}.',
  'device',
  'when',
);
export const mailNewSignInBody = icu<[device: string, when: string]>(
  'Er is zojuist ingelogd op je Catalyst Connect-account vanaf {device}, op {when}.',
  'device',
  'when',
);
export const mailNewSignInIfYou =
  'Was jij dat, dan hoef je niets te doen. Zo niet, log die sessie dan uit via je instellingen en wijzig je wachtwoord: wie inlogde, kende het.';
export const mailReviewSessions = 'Mijn sessies bekijken';
export const mailNewSignInNote =
  'We sturen dit als er op je account wordt ingelogd vanaf een apparaat dat de afgelopen 90 dagen niet is gebruikt.';

export const mailPasskeySubject = icu<[added: boolean]>(
  '{added, select, true {Er is een passkey toegevoegd aan je Catalyst Connect-account} other {Er is een passkey verwijderd uit je Catalyst Connect-account}}',
  'added',
);
export const mailPasskeyBody = icu<[added: boolean, name: string]>(
  '{added, select, true {De passkey “{name}” is toegevoegd aan je Catalyst Connect-account: daarmee log je in zonder wachtwoord.} other {De passkey “{name}” is verwijderd uit je Catalyst Connect-account: daarmee kun je niet meer inloggen.}}',
  'added',
  'name',
);

export const mailTwoStepSubject = icu<[on: boolean]>(
  '{on, select, true {Verificatie in twee stappen staat aan voor je Catalyst Connect-account} other {Verificatie in twee stappen staat uit voor je Catalyst Connect-account}}',
  'on',
);
export const mailTwoStepPreview = icu<[on: boolean]>(
  '{on, select, true {Bij het inloggen wordt nu ook om een code uit je authenticator-app gevraagd.} other {Bij het inloggen wordt niet meer om een code gevraagd.}}',
  'on',
);
export const mailTwoStepBody = icu<[on: boolean]>(
  '{on, select, true {Verificatie in twee stappen is ingesteld voor je Catalyst Connect-account: bij het inloggen wordt nu om een code uit de authenticator-app op je telefoon gevraagd, of om een van je herstelcodes.} other {Verificatie in twee stappen is uitgezet voor je Catalyst Connect-account: bij het inloggen wordt alleen nog om je wachtwoord gevraagd.}}',
  'on',
);
