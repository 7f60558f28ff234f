import { useEffect } from 'react';
import { Link } from 'react-router';
import { SUBSCRIPTION_PRICE_USD_PER_MONTH } from '#shared/constants';
import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { ROUTES } from '#shared/routes';
import { PageHeader } from '#web/components/page-header';
import { Alert } from '#web/components/ui/alert';
import { QueryState } from '#web/components/ui/query-state';
import { ApiError } from '#web/lib/api-client';
import { appConfig } from '#web/lib/app-config';
import { hasConnect, useCurrentUser } from '#web/lib/current-user';
import { markOnboardingStep } from '#web/lib/onboarding';
import { usePaymentIntent } from '../api/start-upgrade';
import { PaymentForm } from '../components/payment/payment-form';

/** /subscribe (docs/product.md#screens): the plan, and the embedded card payment form. */
export function UpgradePage() {
  // Home's first-hour checklist: the owner has seen what Connect adds (docs/product.md#card-tab).
  useEffect(() => markOnboardingStep('saw-connect'), []);
  const { data: user } = useCurrentUser();
  const active = hasConnect(user);
  const returnUrl = `${appConfig.appUrl}${ROUTES.subscribeConfirmation}`;
  const payment = usePaymentIntent(returnUrl, Boolean(user) && !active);
  return (
    <>
      <PageHeader
        title={SCREENS.upgradeTitle}
        breadcrumbs={[{ label: SCREENS.upgradeShortTitle }]}
      />
      <div className="grid max-w-4xl grid-cols-1 gap-8 rounded-lg bg-white p-6 shadow-sm ring-1 ring-gray-900/5 md:grid-cols-2">
        <div>
          <p className="text-3xl font-bold tracking-tight text-gray-900">
            {SCREENS.upgradePricePerMonth(SUBSCRIPTION_PRICE_USD_PER_MONTH)}
          </p>
          <p className="mt-4 text-sm text-gray-700">{SCREENS.upgradePitch}</p>
          <h2 className="mt-6 text-sm font-semibold text-gray-900">{SCREENS.upgradeWhatYouGet}</h2>
          <ul
            className="mt-2 list-disc space-y-1 ps-5 text-sm text-gray-700"
            aria-label={SCREENS.upgradeWhatYouGet}
          >
            {COPY.connectIncludes.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <p className="mt-4 text-sm">
            {/* A page the server renders (fixed data, on every install): a full page load. */}
            <a
              href={ROUTES.exampleProfile}
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {COPY.seeExampleProfile}
            </a>
          </p>
          <p className="mt-4 text-xs text-gray-600">{SCREENS.upgradeCancelAnyTimeFromSettings}</p>
        </div>
        <div>
          {active && (
            <p className="text-sm text-gray-700">
              {user?.connectAccess === 'team' ? COPY.connectFromTeam : SCREENS.upgradeActive}{' '}
              <Link to={ROUTES.home} className="font-semibold text-brand-700 hover:underline">
                {SCREENS.upgradeGoToMyCards}
              </Link>
            </p>
          )}
          {!active && (
            <QueryState
              query={payment}
              failed={(error) => (
                <Alert tone="error">
                  {/* A 409 explains itself (a past-due subscription); anything else, the original. */}
                  {error instanceof ApiError && error.status === 409
                    ? error.message
                    : COPY.paymentFormLoadFailed}
                </Alert>
              )}
            />
          )}
          {!active && payment.data && (
            <PaymentForm
              clientSecret={payment.data.clientSecret}
              returnUrl={returnUrl}
              amountCents={SUBSCRIPTION_PRICE_USD_PER_MONTH * 100}
              renews
            />
          )}
        </div>
      </div>
    </>
  );
}

export default UpgradePage;
