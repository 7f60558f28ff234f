import { icu } from './language';

export const mailVerificationSubject = 'Richten Sie Ihr Catalyst Connect-Konto ein';
export const mailVerificationPreview =
  'Ihre Catalyst-Karte ist unterwegs. Richten Sie Ihr Konto ein, um sie zu verwalten.';
export const mailVerificationThanks =
  'Vielen Dank für Ihre Bestellung! Ihre Catalyst-Karte ist mit einem Catalyst Connect-Konto für diese E-Mail-Adresse verknüpft.';
export const mailVerificationChoosePassword =
  'Wählen Sie ein Passwort, um die Einrichtung abzuschließen. Danach können Sie Ihre Karte bearbeiten, Ihre Kontaktdatei herunterladen und Ihren QR-Code teilen.';
export const mailVerificationAction = 'Mein Konto einrichten';
export const mailVerificationNote =
  'Dieser Link ist 7 Tage gültig. Falls Sie keine Catalyst-Karte bestellt haben, können Sie diese E-Mail ignorieren.';

export const mailResetSubject = 'Setzen Sie Ihr Catalyst Connect-Passwort zurück';
export const mailResetPreview = 'Wählen Sie über diesen Link ein neues Passwort.';
export const mailResetAsked =
  'Jemand hat angefordert, das Passwort Ihres Catalyst Connect-Kontos zurückzusetzen.';
export const mailResetAction = 'Neues Passwort wählen';
export const mailResetNote =
  'Dieser Link funktioniert einmal und ist 1 Stunde gültig. Falls Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.';

export const mailEmailChangeSubject =
  'Bestätigen Sie Ihre neue E-Mail-Adresse für Catalyst Connect';
export const mailEmailChangePreview =
  'Bestätigen Sie diese Adresse, um sich ab sofort damit anzumelden.';
export const mailEmailChangeAsked =
  'Jemand möchte ein Catalyst Connect-Konto auf diese E-Mail-Adresse umstellen.';
export const mailEmailChangeIfYou =
  'Wenn Sie das waren, bestätigen Sie die Adresse. Danach melden Sie sich auf allen Geräten damit an.';
export const mailEmailChangeAction = 'Neue Adresse bestätigen';
export const mailEmailChangeNote =
  'Dieser Link funktioniert einmal und ist 24 Stunden gültig. Falls Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail: Es ändert sich nichts.';

export const mailAddressTakenPreview =
  'Für diese Adresse gibt es bereits ein Konto, daher wurde nichts geändert.';
export const mailAddressTakenAsked =
  'Jemand möchte ein Catalyst Connect-Konto auf diese E-Mail-Adresse umstellen. Für diese Adresse gibt es aber bereits ein Konto, daher wurde nichts geändert.';
export const mailAddressTakenIfYou =
  'Wenn Sie das waren, melden Sie sich mit dieser Adresse an oder wählen Sie eine andere Adresse für das andere Konto.';

export const mailEmailChangingSubject = 'Ihre E-Mail-Adresse für Catalyst Connect wird geändert';
export const mailEmailChangingPreview = icu<[newEmail: string]>(
  'Eine Änderung auf {newEmail} wartet auf Bestätigung.',
  'newEmail',
);
export const mailEmailChangingAsked = icu<[newEmail: string]>(
  'Jemand möchte die E-Mail-Adresse Ihres Catalyst Connect-Kontos auf {newEmail} ändern. Es ändert sich nichts, solange der an diese Adresse gesendete Link nicht verwendet wird.',
  'newEmail',
);
export const mailEmailChangingNotYou =
  'Falls Sie das nicht waren, ändern Sie jetzt Ihr Passwort: Wer die Änderung angefordert hat, kannte es.';
export const mailEmailChangingNote =
  'Bis die neue Adresse bestätigt ist, melden Sie sich weiterhin mit dieser an.';

export const mailEmailChangedSubject = 'Ihre E-Mail-Adresse für Catalyst Connect wurde geändert';
export const mailEmailChangedPreview = icu<[newEmail: string]>(
  'Sie melden sich jetzt mit {newEmail} an.',
  'newEmail',
);
export const mailEmailChangedNow = icu<[newEmail: string]>(
  'Die E-Mail-Adresse Ihres Catalyst Connect-Kontos lautet jetzt {newEmail}. Alle Geräte wurden abgemeldet; melden Sie sich mit der neuen Adresse an.',
  'newEmail',
);

export const mailNewSignInSubject = 'Neue Anmeldung bei Ihrem Catalyst-Konto';
export const mailNewSignInPreview = icu<[device: string, when: string]>(
  '{device}, {when}.',
  'device',
  'when',
);
export const mailNewSignInBody = icu<[device: string, when: string]>(
  'Bei Ihrem Catalyst Connect-Konto hat sich soeben jemand von {device} aus angemeldet, am {when}.',
  'device',
  'when',
);
export const mailNewSignInIfYou =
  'Wenn Sie das waren, müssen Sie nichts tun. Falls nicht, melden Sie diese Sitzung in Ihren Einstellungen ab und ändern Sie Ihr Passwort: Wer sich angemeldet hat, kannte es.';
export const mailReviewSessions = 'Meine Sitzungen prüfen';
export const mailNewSignInNote =
  'Wir senden diese E-Mail, wenn sich jemand bei Ihrem Konto von einem Gerät aus anmeldet, das in den letzten 90 Tagen nicht verwendet wurde.';

export const mailPasskeySubject = icu<[added: boolean]>(
  '{added, select, true {Ihrem Catalyst Connect-Konto wurde ein Passkey hinzugefügt} other {Ein Passkey wurde aus Ihrem Catalyst Connect-Konto entfernt}}',
  'added',
);
export const mailPasskeyBody = icu<[added: boolean, name: string]>(
  '{added, select, true {Der Passkey „{name}“ wurde Ihrem Catalyst Connect-Konto hinzugefügt: Damit melden Sie sich ohne Passwort an.} other {Der Passkey „{name}“ wurde aus Ihrem Catalyst Connect-Konto entfernt: Damit ist keine Anmeldung mehr möglich.}}',
  'added',
  'name',
);

export const mailTwoStepSubject = icu<[on: boolean]>(
  '{on, select, true {Die Zwei-Schritt-Anmeldung ist für Ihr Catalyst Connect-Konto aktiviert} other {Die Zwei-Schritt-Anmeldung ist für Ihr Catalyst Connect-Konto deaktiviert}}',
  'on',
);
export const mailTwoStepPreview = icu<[on: boolean]>(
  '{on, select, true {Bei der Anmeldung wird jetzt auch ein Code aus Ihrer Authenticator-App abgefragt.} other {Bei der Anmeldung wird kein Code mehr abgefragt.}}',
  'on',
);
export const mailTwoStepBody = icu<[on: boolean]>(
  '{on, select, true {Für Ihr Catalyst Connect-Konto wurde die Zwei-Schritt-Anmeldung eingerichtet: Bei der Anmeldung wird jetzt ein Code aus der Authenticator-App auf Ihrem Smartphone oder einer Ihrer Wiederherstellungscodes abgefragt.} other {Für Ihr Catalyst Connect-Konto wurde die Zwei-Schritt-Anmeldung deaktiviert: Bei der Anmeldung wird nur noch Ihr Passwort abgefragt.}}',
  'on',
);
