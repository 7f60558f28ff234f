import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Id } from 'react-toastify';
import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { FormField } from '#web/components/ui/form-field';
import { ApiError } from '#web/lib/api-client';
import { errorMessage, notify } from '#web/lib/toasts';
import { useConfirmSandboxPayment } from './confirm-sandbox-payment';
import { SubmitWithPrice } from './submit-with-price';

/** Groups digits in fours as they are typed, like a real card field. */
function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

type CardField = 'cardNumber' | 'expiry' | 'cvc';
type Refusal = { field: CardField; message: string };

/** Which field a refusal is about; the card number for the rest (declines, processing errors). */
const REFUSAL_FIELDS: Record<string, CardField> = {
  [COPY.cardExpiryIncomplete]: 'expiry',
  [COPY.cardExpiryInPast]: 'expiry',
  [COPY.cardExpired]: 'expiry',
  [COPY.cardCvcIncomplete]: 'cvc',
  [COPY.cardCvcIncorrect]: 'cvc',
};

/**
 * The sandbox provider's card form: clearly test mode. A good card is confirmed and the
 * browser goes to the return address, exactly as Stripe's confirmPayment does.
 */
export function SandboxPaymentForm({
  clientSecret,
  returnUrl,
  amountCents,
  renews = false,
}: {
  clientSecret: string;
  returnUrl: string;
  amountCents: number;
  renews?: boolean;
}) {
  const navigate = useNavigate();
  const confirm = useConfirmSandboxPayment();
  const [card, setCard] = useState({ cardNumber: '', expiry: '', cvc: '' });
  // The provider's reason for refusing the card, kept under the field it is about until that
  // field changes.
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const errorFor = (field: CardField) => (refusal?.field === field ? refusal.message : undefined);
  const change = (field: CardField, value: string) => {
    if (value !== card[field] && refusal?.field === field) setRefusal(null);
    setCard({ ...card, [field]: value });
  };
  // The last failure's toast, taken away once a payment goes through (home should not say it).
  const failureToast = useRef<Id | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await confirm.mutateAsync({ clientSecret, ...card });
      if (failureToast.current !== null) notify.dismiss(failureToast.current);
      const target = new URL(returnUrl);
      target.searchParams.set('redirect_status', 'succeeded');
      navigate(`${target.pathname}${target.search}`);
    } catch (error) {
      const message = errorMessage(error, COPY.failedToUpgrade);
      // Only the latest reason holds: it replaces the previous one.
      if (failureToast.current !== null) notify.dismiss(failureToast.current);
      failureToast.current = notify.error(message);
      if (error instanceof ApiError && error.status === 402) {
        setRefusal({ field: REFUSAL_FIELDS[message] ?? 'cardNumber', message });
      }
    }
  };
  return (
    <form onSubmit={(event) => void onSubmit(event)} className="space-y-4" noValidate>
      <div
        className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
        data-testid="test-mode-banner"
      >
        <p className="font-semibold">{SCREENS.upgradeSandboxNotice}</p>
        <p className="mt-1">{SCREENS.upgradeSandboxCards}</p>
      </div>
      <FormField
        label={SCREENS.upgradeCardNumber}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        required
        value={card.cardNumber}
        error={errorFor('cardNumber')}
        onChange={(event) => change('cardNumber', formatCardNumber(event.target.value))}
      />
      <div className="grid grid-cols-2 gap-4">
        <FormField
          label={SCREENS.upgradeExpirationDate}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={SCREENS.upgradeExpiryPlaceholder}
          required
          value={card.expiry}
          error={errorFor('expiry')}
          onChange={(event) => change('expiry', formatExpiry(event.target.value))}
        />
        <FormField
          label={SCREENS.upgradeSecurityCode}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="CVC"
          required
          maxLength={4}
          value={card.cvc}
          error={errorFor('cvc')}
          onChange={(event) => change('cvc', event.target.value.replace(/\D/g, '').slice(0, 4))}
        />
      </div>
      <SubmitWithPrice disabled={confirm.isPending} amountCents={amountCents} renews={renews} />
    </form>
  );
}
