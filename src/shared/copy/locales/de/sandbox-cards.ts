// The sandbox's card checks, in Stripe's own wording so test mode reads like Stripe's.
export const cardNumberInvalid = 'Ihre Kartennummer ist ungültig.';
export const cardExpiryIncomplete = 'Das Ablaufdatum Ihrer Karte ist unvollständig.';
export const cardExpiryInPast = 'Das Ablaufjahr Ihrer Karte liegt in der Vergangenheit.';
export const cardCvcIncomplete = 'Der Sicherheitscode Ihrer Karte ist unvollständig.';
export const cardDeclined = 'Ihre Karte wurde abgelehnt.';
export const cardInsufficientFunds = 'Ihre Karte ist nicht ausreichend gedeckt.';
export const cardExpired = 'Ihre Karte ist abgelaufen.';
export const cardCvcIncorrect = 'Der Sicherheitscode Ihrer Karte ist falsch.';
export const cardProcessingError =
  'Bei der Verarbeitung Ihrer Karte ist ein Fehler aufgetreten. Versuchen Sie es in Kürze erneut.';
