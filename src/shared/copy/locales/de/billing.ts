// Billing.
export const returnUrlNotAllowed = 'returnUrl muss eine Adresse dieser Anwendung sein';
export const alreadySubscribed = 'Ihr Abonnement ist bereits aktiv';
export const fixPaymentFirst =
  'Bei Ihrem Abonnement gibt es ein Zahlungsproblem. Bitte aktualisieren Sie Ihre Zahlungsmethode unter „Abrechnung verwalten“.';
export const nothingToCancel = 'Es gibt kein aktives Abonnement, das gekündigt werden kann';
export const noSuchPayment = 'Zahlung nicht gefunden';
export const paymentNoLongerConfirmable = 'Diese Zahlung kann nicht mehr bestätigt werden';
export const missingStripeSignature = 'Der Header Stripe-Signature fehlt';
export const invalidSignature = 'Ungültige Signatur';
export const sandboxSendsNoWebhooks = 'Der Sandbox-Zahlungsanbieter sendet keine Webhooks';
// Team seats (decision 042).
export const teamAlreadySubscribed = 'Das Abonnement Ihres Teams ist bereits aktiv';
export const teamSeatsNotOffered = 'Team-Abonnements sind noch nicht verfügbar';
export const teamSeatsIntro =
  'Ein Abonnement gibt jedem aktiven Mitglied des Teams sein Connect-Profil und Insights. Jede Person, die beitritt, fügt sofort einen Platz hinzu (der Rest des Monats wird anteilig berechnet); der Platz eines deaktivierten Mitglieds endet mit dem Monat. Für ein Mitglied, das Connect bereits selbst bezahlt, wird erst ein Platz berechnet, wenn sein eigenes Abonnement endet.';
export const connectFromTeam =
  'Das Abonnement Ihres Teams umfasst Ihr Catalyst-Connect-Profil und Insights.';
export const onlyOwnerSubscribesTeam =
  'Nur der Inhaber des Teams kann das Team-Abonnement abschließen.';
// Team invoices and billing details (docs/product.md#teams).
export const invalidVatId =
  'Geben Sie eine USt-IdNr. mit Länderpräfix ein, etwa DE123456789 oder FRAB123456789';
export const teamNotBilledYet =
  'Das Team hat noch kein Abrechnungskonto: Schließen Sie zuerst das Team-Abonnement ab';
export const teamNothingToCancel = 'Das Abonnement des Teams ist nicht aktiv';
export const noSuchInvoice = 'Rechnung nicht gefunden';
export const teamPaymentConfirmed =
  'Zahlung erhalten: Das Abonnement Ihres Teams ist aktiv. Eine Quittung ist an die Rechnungs-E-Mail-Adresse unterwegs.';
export const teamBillingDetailsSaved = 'Rechnungsdaten gespeichert';
export const teamCancelAtPeriodEndIntro =
  'Die Kündigung stoppt die Verlängerung: Jedes Mitglied behält Connect bis zum Ende des bereits bezahlten Zeitraums, danach enden die Plätze des Teams.';
export const onlyOwnerChangesTeamBilling =
  'Nur der Inhaber des Teams kann die Rechnungsdaten ändern oder das Abonnement kündigen.';
