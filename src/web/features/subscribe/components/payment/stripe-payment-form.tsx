import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { COPY } from '#shared/copy';
import { Alert } from '#web/components/ui/alert';
import { notify } from '#web/lib/toasts';
import { SubmitWithPrice } from './submit-with-price';

const stripeByKey = new Map<string, Promise<Stripe | null>>();

/** Stripe.js loads once per page, from js.stripe.com (allowed by the CSP in Stripe mode). */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = stripeByKey.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey).catch(() => null);
    stripeByKey.set(publishableKey, promise);
  }
  return promise;
}

function CheckoutForm({
  returnUrl,
  amountCents,
  renews,
}: {
  returnUrl: string;
  amountCents: number;
  renews: boolean;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  // Why Stripe refused the card, under the card fields until they change (the toast goes too).
  const [refusal, setRefusal] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    // On success Stripe sends the browser to returnUrl (/subscribe/confirmation).
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnUrl },
    });
    setBusy(false);
    const message = error.message ?? COPY.failedToUpgrade;
    notify.error(message);
    if (error.type === 'card_error' || error.type === 'validation_error') setRefusal(message);
  };
  if (loadFailed) return <Alert tone="error">{COPY.paymentFormLoadFailed}</Alert>;
  return (
    <form onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <PaymentElement onLoadError={() => setLoadFailed(true)} onChange={() => setRefusal(null)} />
      {refusal && (
        <p role="alert" className="text-sm text-red-600">
          {refusal}
        </p>
      )}
      <SubmitWithPrice
        disabled={!stripe || !elements || busy}
        amountCents={amountCents}
        renews={renews}
      />
    </form>
  );
}

/** Stripe's Payment Element for the subscription's first invoice. Loaded only in Stripe mode. */
export default function StripePaymentForm({
  publishableKey,
  clientSecret,
  returnUrl,
  amountCents,
  renews = false,
}: {
  publishableKey: string;
  clientSecret: string;
  returnUrl: string;
  amountCents: number;
  renews?: boolean;
}) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <CheckoutForm returnUrl={returnUrl} amountCents={amountCents} renews={renews} />
    </Elements>
  );
}
