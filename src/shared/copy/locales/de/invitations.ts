// An expired invitation link.
export const newInvitationOnItsWay =
  'Falls dieser Link eine Einladung war, ist eine neue an die Adresse unterwegs, an die sie gesendet wurde. Sie ist 7 Tage gültig.';
export const tooManyInvitationRequests =
  'Zu viele Anfragen für einen neuen Link. Bitte warten Sie eine Weile und versuchen Sie es erneut.';

/** What cancelling changes, in the cancellation box and its dialog. */
export const cancelSubscriptionConsequences =
  'Ihr Connect-Profil bleibt bis zum Ende des bezahlten Zeitraums online. Danach zeigen dieselben Adressen, einschließlich Ihres Handles, Ihre kostenlose Kartenseite: Ihren Namen, Ihre Position, Ihr Unternehmen, Foto, Ihre Kontaktwege und „Kontakt speichern“. Ihre Buttons, Links, Ihr Design und Ihr Kontaktformular kommen zurück, wenn Sie erneut abonnieren.';

/** Insights: a total with nothing in the period before to compare it with. */
export const noPreviousPeriodData = 'Keine Daten für den vorherigen Zeitraum';

/** 'Copy details from...'. */
export const copyFromItself =
  'Eine Karte kann nicht ihre eigenen Daten kopieren: Wählen Sie eine andere Karte.';
export const detailsCopied = 'Daten kopiert';
export const copyDetailsQuestion =
  'Diese Karte übernimmt Kontaktdaten, Foto, Logo, QR-Stil und Connect-Profil der anderen Karte. Ihr eigenes Handle und ihr Spitzname bleiben; noch nicht gespeicherte Änderungen auf dieser Seite werden verworfen.';
