import { COPY } from '#shared/copy';
/**
 * The sandbox's card rules: Stripe's documented test cards and Stripe's own error messages,
 * so the embedded default behaves like test mode. Nothing here ever sees a real card.
 */
export interface CardDecline {
  code: string;
  message: string;
}

/** https://docs.stripe.com/testing#declined-payments */
const DECLINING_CARDS: Record<string, CardDecline> = {
  '4000000000000002': { code: 'card_declined', message: COPY.cardDeclined },
  '4000000000009995': { code: 'card_declined', message: COPY.cardInsufficientFunds },
  '4000000000009987': { code: 'card_declined', message: COPY.cardDeclined },
  '4000000000000069': { code: 'expired_card', message: COPY.cardExpired },
  '4000000000000127': { code: 'incorrect_cvc', message: COPY.cardCvcIncorrect },
  '4000000000000119': {
    code: 'processing_error',
    message: COPY.cardProcessingError,
  },
};

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Answers null when the card pays, or the decline the customer must see. */
export function checkSandboxCard(
  card: { cardNumber: string; expiry: string; cvc: string },
  now: Date,
): CardDecline | null {
  const number = card.cardNumber;
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) {
    return { code: 'incorrect_number', message: COPY.cardNumberInvalid };
  }
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) {
    return { code: 'invalid_expiry_month', message: COPY.cardExpiryIncomplete };
  }
  const yearText = expiry[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  // A card is valid through the last day of its expiry month.
  if (Date.UTC(year, month, 1) <= now.getTime()) {
    return { code: 'invalid_expiry_year', message: COPY.cardExpiryInPast };
  }
  if (!/^\d{3,4}$/.test(card.cvc)) {
    return { code: 'incomplete_cvc', message: COPY.cardCvcIncomplete };
  }
  return DECLINING_CARDS[number] ?? null;
}
