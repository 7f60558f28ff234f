import Stripe from 'stripe';
import { MESSAGES } from '#shared/messages';
import { SubscriptionStatus } from '#shared/schemas/auth';
import {
  InvalidWebhookError,
  PaymentProviderError,
  type PaymentProvider,
  type PendingSubscription,
  type ProviderEvent,
  type ProviderSubscription,
} from './payment-provider';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  priceId: string;
  webhookSecret: string;
  /** Where the SDK sends requests; only tests change these (a local Stripe stand-in). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  maxNetworkRetries?: number;
}

const CONFIRMATION_SECRET = 'latest_invoice.confirmation_secret';

function toDate(seconds: number | null | undefined): Date | null {
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

/** Stripe's subscription in our terms. Period ends live on the items since API 2025-03-31. */
export function fromStripeSubscription(sub: Stripe.Subscription): ProviderSubscription {
  const periodEnds = sub.items.data.map((item) => item.current_period_end);
  const currentPeriodEnd = periodEnds.length > 0 ? toDate(Math.max(...periodEnds)) : null;
  const status = SubscriptionStatus.safeParse(sub.status);
  const customer = typeof sub.customer === 'string' ? sub.customer : sub.customer.id;
  return {
    id: sub.id,
    customerId: customer,
    // A status this code does not know yet must never unlock anything.
    status: status.success ? status.data : 'incomplete',
    priceId: sub.items.data[0]?.price.id ?? null,
    currentPeriodEnd,
    cancelAt: toDate(sub.cancel_at) ?? (sub.cancel_at_period_end ? currentPeriodEnd : null),
    userId: sub.metadata.userId ?? null,
  };
}

function toPending(sub: Stripe.Subscription): PendingSubscription {
  const invoice = typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
  const secret = invoice?.confirmation_secret?.client_secret ?? null;
  return {
    subscription: fromStripeSubscription(sub),
    clientSecret: sub.status === 'incomplete' ? secret : null,
  };
}

/** Which subscription an event is about: subscription events carry it, invoices name it. */
function subscriptionOf(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: string; id?: string };
  if (object.object === 'subscription') return object.id ?? null;
  if (object.object === 'invoice') {
    const ref = (event.data.object as Stripe.Invoice).parent?.subscription_details?.subscription;
    if (!ref) return null;
    return typeof ref === 'string' ? ref : ref.id;
  }
  return null;
}

async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new PaymentProviderError(`Stripe ${what} failed: ${detail}`, { cause: error });
  }
}

/** The real provider: the official SDK on the server, the Payment Element in the browser. */
export function stripePayments(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: settings.maxNetworkRetries ?? 2,
    timeout: 10_000,
    telemetry: false,
    appInfo: { name: 'Catalyst Connect' },
    ...(settings.host ? { host: settings.host } : {}),
    ...(settings.port ? { port: settings.port } : {}),
    ...(settings.protocol ? { protocol: settings.protocol } : {}),
  });

  return {
    webConfig: { provider: 'stripe', publishableKey: settings.publishableKey },
    // https://docs.stripe.com/security/guide#content-security-policy
    csp: {
      scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
      frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
      connectSrc: ['https://api.stripe.com'],
    },

    createCustomer: ({ userId, email, name, idempotencyKey }) =>
      call('customer create', async () => {
        const customer = await stripe.customers.create(
          { email, ...(name ? { name } : {}), metadata: { userId } },
          { idempotencyKey },
        );
        return customer.id;
      }),

    listIncompleteSubscriptions: (customerId) =>
      call('subscription list', async () => {
        const page = await stripe.subscriptions.list({
          customer: customerId,
          price: settings.priceId,
          status: 'incomplete',
          limit: 10,
          expand: [`data.${CONFIRMATION_SECRET}`],
        });
        return page.data.map(toPending);
      }),

    createIncompleteSubscription: ({ customerId, userId, idempotencyKey }) =>
      call('subscription create', async () => {
        const sub = await stripe.subscriptions.create(
          {
            customer: customerId,
            items: [{ price: settings.priceId }],
            payment_behavior: 'default_incomplete',
            payment_settings: { save_default_payment_method: 'on_subscription' },
            metadata: { userId },
            expand: [CONFIRMATION_SECRET],
          },
          { idempotencyKey },
        );
        return toPending(sub);
      }),

    retrievePendingSubscription: (subscriptionId) =>
      call('subscription retrieve', async () =>
        toPending(
          await stripe.subscriptions.retrieve(subscriptionId, { expand: [CONFIRMATION_SECRET] }),
        ),
      ),

    retrieveSubscription: (subscriptionId) =>
      call('subscription retrieve', async () =>
        fromStripeSubscription(await stripe.subscriptions.retrieve(subscriptionId)),
      ),

    cancelAtPeriodEnd: (subscriptionId) =>
      call('subscription cancel', async () =>
        fromStripeSubscription(
          await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
        ),
      ),

    cancelNow: (subscriptionId) =>
      call('subscription cancel', async () =>
        fromStripeSubscription(await stripe.subscriptions.cancel(subscriptionId)),
      ),

    deleteCustomer: (customerId) =>
      call('customer delete', async () => {
        try {
          await stripe.customers.del(customerId);
        } catch (error) {
          // Deleted before (a retried account deletion): nothing is left to delete.
          if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing')
            return;
          throw error;
        }
      }),

    createPortalSession: ({ customerId, returnUrl }) =>
      call('billing portal session', async () => {
        const session = await stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
        });
        return session.url;
      }),

    parseWebhook(rawBody, signature): ProviderEvent {
      if (!signature) throw new InvalidWebhookError(MESSAGES.missingStripeSignature);
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        throw new InvalidWebhookError(
          error instanceof Error ? error.message : MESSAGES.invalidSignature,
        );
      }
      return { id: event.id, type: event.type, subscriptionId: subscriptionOf(event) };
    },
  };
}
