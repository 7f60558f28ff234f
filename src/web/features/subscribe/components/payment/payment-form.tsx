import { lazy, Suspense } from 'react';
import { LoadingLine } from '#web/components/ui/query-state';
import { appConfig } from '#web/lib/app-config';
import { SandboxPaymentForm } from './sandbox-payment-form';

const StripePaymentForm = lazy(() => import('./stripe-payment-form'));

/**
 * The one place in the web app that asks which payment provider is active: Stripe's Payment
 * Element, or the sandbox's test-mode card form.
 */
export function PaymentForm({
  clientSecret,
  returnUrl,
  amountCents,
  renews = false,
}: {
  clientSecret: string;
  returnUrl: string;
  /** What the first payment charges, shown beside 'Submit'. */
  amountCents: number;
  /** Beside it, that it renews monthly and can be cancelled (/subscribe). */
  renews?: boolean;
}) {
  const payments = appConfig.payments;
  if (payments.provider === 'sandbox') {
    return (
      <SandboxPaymentForm
        clientSecret={clientSecret}
        returnUrl={returnUrl}
        amountCents={amountCents}
        renews={renews}
      />
    );
  }
  return (
    <Suspense fallback={<LoadingLine />}>
      <StripePaymentForm
        publishableKey={payments.publishableKey}
        clientSecret={clientSecret}
        returnUrl={returnUrl}
        amountCents={amountCents}
        renews={renews}
      />
    </Suspense>
  );
}
