import Stripe from 'stripe';
import { COPY } from '#shared/copy';
import { SubscriptionStatus } from '#shared/schemas/auth';
import {
  InvalidVatIdError,
  InvalidWebhookError,
  PaymentProviderError,
  type BillingDetails,
  type PaidInvoice,
  type PaymentProvider,
  type PendingSubscription,
  type ProviderEvent,
  type ProviderSubscription,
} from './payment-provider';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  priceId: string;
  /** The per-seat monthly price of team subscriptions (STRIPE_TEAM_PRICE_ID); unset, none sold. */
  teamPriceId?: string;
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
    teamId: sub.metadata.teamId ?? null,
    quantity: sub.items.data[0]?.quantity ?? 1,
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

/** An invoice event's invoice: what the receipt says. */
function invoiceOf(event: Stripe.Event): PaidInvoice | undefined {
  const object = event.data.object as { object?: string };
  if (object.object !== 'invoice') return undefined;
  const invoice = event.data.object as Partial<Stripe.Invoice>;
  if (typeof invoice.amount_paid !== 'number') return undefined;
  return {
    amountPaidCents: invoice.amount_paid,
    number: invoice.number ?? null,
    customerEmail: invoice.customer_email ?? null,
  };
}

/** The VAT tax-id types the Billing tab sets (schemas/vat-id.ts). */
const VAT_TYPES = new Set(['eu_vat', 'gb_vat']);

function cardOf(method: string | Stripe.PaymentMethod | null | undefined) {
  if (!method || typeof method === 'string' || !method.card) return null;
  const { brand, last4, exp_month: expMonth, exp_year: expYear } = method.card;
  return { brand, last4, expMonth, expYear };
}

async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof InvalidVatIdError) throw error;
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

  /** The seat price's read, once per process (a price's amount never changes in Stripe). */
  let seatPriceRead: Promise<Stripe.Price> | undefined;
  const seatPrice = () => {
    if (!settings.teamPriceId) throw new PaymentProviderError('STRIPE_TEAM_PRICE_ID is not set');
    return settings.teamPriceId;
  };
  /** A team subscription's one item: the seat price with its quantity. */
  function seatItemOf(sub: Stripe.Subscription) {
    const item = sub.items.data[0];
    if (!item) throw new PaymentProviderError(`Subscription ${sub.id} has no item`);
    return item;
  }

  return {
    webConfig: { provider: 'stripe', publishableKey: settings.publishableKey },
    // https://docs.stripe.com/security/guide#content-security-policy
    csp: {
      scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
      frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
      connectSrc: ['https://api.stripe.com'],
    },

    createCustomer: ({ email, name, idempotencyKey, ...of }) =>
      call('customer create', async () => {
        const customer = await stripe.customers.create(
          { email, ...(name ? { name } : {}), metadata: of },
          { idempotencyKey },
        );
        return customer.id;
      }),

    listIncompleteSubscriptions: (customerId, plan) =>
      call('subscription list', async () => {
        const price = plan === 'seats' ? settings.teamPriceId : settings.priceId;
        if (!price) return [];
        const page = await stripe.subscriptions.list({
          customer: customerId,
          price,
          status: 'incomplete',
          limit: 10,
          expand: [`data.${CONFIRMATION_SECRET}`],
        });
        return page.data.map(toPending);
      }),

    createIncompleteSubscription: ({ customerId, userId, idempotencyKey, seats }) =>
      call('subscription create', async () => {
        const item = seats
          ? { price: seatPrice(), quantity: seats.quantity }
          : { price: settings.priceId };
        const sub = await stripe.subscriptions.create(
          {
            customer: customerId,
            items: [item],
            payment_behavior: 'default_incomplete',
            payment_settings: { save_default_payment_method: 'on_subscription' },
            metadata: seats ? { userId, teamId: seats.teamId } : { userId },
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

    seatPriceCents: () =>
      call('price retrieve', async () => {
        if (!settings.teamPriceId) return null;
        seatPriceRead ??= stripe.prices.retrieve(settings.teamPriceId).catch((error: unknown) => {
          seatPriceRead = undefined;
          throw error;
        });
        return (await seatPriceRead).unit_amount;
      }),

    changeSeats: ({ subscriptionId, quantity, change }) =>
      call('subscription update', async () => {
        const sub = await stripe.subscriptions.retrieve(subscriptionId);
        const item = seatItemOf(sub);
        const current = item.quantity ?? 1;
        // Only ever the asked direction: a change that crossed another is then nothing to do.
        if (change === 'raise' ? current >= quantity : current <= quantity) {
          return fromStripeSubscription(sub);
        }
        return fromStripeSubscription(
          await stripe.subscriptions.update(subscriptionId, {
            items: [{ id: item.id, quantity }],
            proration_behavior: change === 'raise' ? 'create_prorations' : 'none',
          }),
        );
      }),

    previewNextInvoice: ({ subscriptionId, quantity }) =>
      call('invoice preview', async () => {
        let details: Stripe.InvoiceCreatePreviewParams.SubscriptionDetails | undefined;
        if (quantity !== undefined) {
          const item = seatItemOf(await stripe.subscriptions.retrieve(subscriptionId));
          details = {
            items: [{ id: item.id, quantity }],
            proration_behavior: quantity > (item.quantity ?? 1) ? 'create_prorations' : 'none',
          };
        }
        const invoice = await stripe.invoices.createPreview({
          subscription: subscriptionId,
          ...(details ? { subscription_details: details } : {}),
        });
        return invoice.amount_due;
      }),

    cancelAtPeriodEnd: (subscriptionId) =>
      call('subscription cancel', async () =>
        fromStripeSubscription(
          await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
        ),
      ),

    cancelNow: (subscriptionId, options) =>
      call('subscription cancel', async () =>
        fromStripeSubscription(
          await stripe.subscriptions.cancel(
            subscriptionId,
            options?.invoicePending ? { invoice_now: true } : undefined,
          ),
        ),
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

    listInvoices: (customerId) =>
      call('invoice list', async () => {
        const page = await stripe.invoices.list({ customer: customerId, limit: 24 });
        return page.data.map((invoice) => ({
          id: invoice.id ?? '',
          number: invoice.number,
          createdAt: new Date(invoice.created * 1000),
          amountCents: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
          currency: invoice.currency,
          status: invoice.status ?? 'draft',
          url: invoice.hosted_invoice_url ?? null,
          pdfUrl: invoice.invoice_pdf ?? null,
        }));
      }),

    readBillingDetails: ({ customerId, subscriptionId }) =>
      call('customer retrieve', async (): Promise<BillingDetails> => {
        const customer = await stripe.customers.retrieve(customerId, {
          expand: ['tax_ids', 'invoice_settings.default_payment_method'],
        });
        if (customer.deleted) throw new Error(`customer ${customerId} is deleted`);
        // The card the subscription charges (saved on it at the first payment), else the
        // customer's default.
        const subscription = subscriptionId
          ? await stripe.subscriptions.retrieve(subscriptionId, {
              expand: ['default_payment_method'],
            })
          : null;
        const vat = customer.tax_ids?.data.find((taxId) => VAT_TYPES.has(taxId.type));
        return {
          email: customer.email ?? '',
          vatId: vat?.value ?? null,
          paymentMethod:
            cardOf(subscription?.default_payment_method) ??
            cardOf(customer.invoice_settings.default_payment_method),
        };
      }),

    updateBillingDetails: ({ customerId, email, vatId }) =>
      call('customer update', async () => {
        await stripe.customers.update(customerId, { email });
        const existing = await stripe.customers.listTaxIds(customerId, { limit: 100 });
        const vats = existing.data.filter((taxId) => VAT_TYPES.has(taxId.type));
        const kept =
          vatId && vats.find((taxId) => taxId.type === vatId.type && taxId.value === vatId.value);
        // The new number first: one Stripe refuses leaves the old one in place.
        if (vatId && !kept) {
          try {
            await stripe.customers.createTaxId(customerId, vatId);
          } catch (error) {
            if (error instanceof Stripe.errors.StripeError && error.code === 'tax_id_invalid') {
              throw new InvalidVatIdError(error.message);
            }
            throw error;
          }
        }
        for (const taxId of vats) {
          if (taxId !== kept) await stripe.customers.deleteTaxId(customerId, taxId.id);
        }
      }),

    parseWebhook(rawBody, signature): ProviderEvent {
      if (!signature) throw new InvalidWebhookError(COPY.missingStripeSignature);
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        throw new InvalidWebhookError(
          error instanceof Error ? error.message : COPY.invalidSignature,
        );
      }
      const invoice = invoiceOf(event);
      return {
        id: event.id,
        type: event.type,
        subscriptionId: subscriptionOf(event),
        ...(invoice ? { invoice } : {}),
      };
    },
  };
}
