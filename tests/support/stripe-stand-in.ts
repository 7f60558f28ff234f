import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PaymentProvider } from '#server/adapters/payments/payment-provider';
import { stripePayments } from '#server/adapters/payments/stripe-payments';

/**
 * A local stand-in for the Stripe REST API: it answers the shapes the official SDK expects
 * for the calls billing makes, keeps state like Stripe would, honours Idempotency-Key, and
 * records every request so tests can assert what the SDK really sent.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

type Json = Record<string, unknown>;

/** The Stripe settings of the adapter in tests. */
export const STRIPE_TEST_SETTINGS = {
  secretKey: 'sk_test_standin',
  publishableKey: 'pk_test_standin',
  priceId: 'price_connect_monthly',
  teamPriceId: 'price_team_seat_monthly',
  webhookSecret: 'whsec_standin_secret',
};

/** The stand-in's prices, in cents a month, as Stripe's price objects carry them. */
const UNIT_AMOUNTS: Record<string, number> = {
  price_connect_monthly: 1000,
  price_team_seat_monthly: 800,
};
const MONTH_SECONDS = 30 * 86_400;

/** The real Stripe adapter (the official SDK) pointed at a local port, without retries. */
export function standInPayments(port: number): PaymentProvider {
  return stripePayments({
    ...STRIPE_TEST_SETTINGS,
    host: '127.0.0.1',
    port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}

/** Stripe's form encoding (a[b][0]=c) back into nested objects; arrays become index maps. */
function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

function listOf(value: unknown): string[] {
  return value && typeof value === 'object' ? Object.values(value as Json).map(String) : [];
}

export interface StripeStandIn {
  port: number;
  requests: RecordedRequest[];
  subscriptions: Map<string, Json>;
  /** The customers that exist (a deleted one is gone from here). */
  customers: Map<string, Json>;
  /** Sets a subscription's status, as a payment or Stripe's own clock would. */
  setStatus(subscriptionId: string, status: string): Json;
  /**
   * Pays the subscription's latest invoice, as the Payment Element would: the subscription
   * becomes active with the card saved on it, and the invoice paid; answers the invoice.
   */
  payInvoice(subscriptionId: string): Json;
  /** Tax-id values Stripe's own check refuses (`tax_id_invalid`). */
  invalidTaxIds: Set<string>;
  requestsTo(method: string, path: string): RecordedRequest[];
  close(): Promise<void>;
}

export async function startStripeStandIn(
  options: { periodEnd?: number } = {},
): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const taxIds = new Map<string, Json>();
  const invalidTaxIds = new Set<string>();
  const replies = new Map<string, { status: number; body: Json }>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_standin${++counter}`;
  const periodEnd = options.periodEnd ?? Math.floor(Date.now() / 1000) + 30 * 86_400;

  /** The one card of the stand-in, as a payment method object. */
  const cardMethod = (id: string) => ({
    id,
    object: 'payment_method',
    type: 'card',
    card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
  });

  function withExpansion(sub: Json, expand: string[], prefix = ''): Json {
    if (expand.includes(`${prefix}default_payment_method`) && sub.default_payment_method) {
      sub = { ...sub, default_payment_method: cardMethod(String(sub.default_payment_method)) };
    }
    if (!expand.includes(`${prefix}latest_invoice.confirmation_secret`)) return sub;
    const invoiceId = String(sub.latest_invoice);
    return {
      ...sub,
      latest_invoice: {
        id: invoiceId,
        object: 'invoice',
        confirmation_secret: { client_secret: `pi_${invoiceId}_secret_x`, type: 'payment_intent' },
      },
    };
  }

  const missing = (message: string) => ({
    status: 404,
    body: { error: { type: 'invalid_request_error', code: 'resource_missing', message } },
  });
  const itemsOf = (sub: Json) => (sub.items as { data: Json[] }).data;
  const unitAmount = (item: Json) => Number((item.price as Json).unit_amount ?? 0);
  /** Stripe's proration of seats added now: their price for the share of the period left. */
  function proration(item: Json, added: number): number {
    if (added <= 0) return 0;
    const left = Number(item.current_period_end) - Math.floor(Date.now() / 1000);
    const share = Math.min(1, Math.max(0, left / MONTH_SECONDS));
    return Math.round(added * unitAmount(item) * share);
  }

  function route(method: string, path: string, params: Json): { status: number; body: Json } {
    const expand = listOf(params.expand);
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: nextId('cus'),
        object: 'customer',
        email: params.email,
        name: params.name ?? null,
        metadata: params.metadata ?? {},
        invoice_settings: { default_payment_method: null },
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    const customerMatch = /^\/v1\/customers\/([^/]+)$/.exec(path);
    const customer = customerMatch
      ? customers.get(decodeURIComponent(customerMatch[1] ?? ''))
      : undefined;
    if (customer && method === 'GET') {
      const ids = [...taxIds.values()].filter((taxId) => taxId.customer === customer.id);
      return {
        status: 200,
        body: {
          ...customer,
          ...(expand.includes('tax_ids')
            ? { tax_ids: { object: 'list', data: ids, has_more: false } }
            : {}),
        },
      };
    }
    if (customer && method === 'POST') {
      if (typeof params.email === 'string') customer.email = params.email;
      return { status: 200, body: customer };
    }
    const taxIdsMatch = /^\/v1\/customers\/([^/]+)\/tax_ids(?:\/([^/]+))?$/.exec(path);
    if (taxIdsMatch) {
      const owner = decodeURIComponent(taxIdsMatch[1] ?? '');
      if (!customers.has(owner)) return missing(`No such customer: '${owner}'`);
      const own = [...taxIds.values()].filter((taxId) => taxId.customer === owner);
      if (method === 'GET' && !taxIdsMatch[2]) {
        return { status: 200, body: { object: 'list', data: own, has_more: false, url: path } };
      }
      if (method === 'POST' && !taxIdsMatch[2]) {
        if (invalidTaxIds.has(String(params.value))) {
          return {
            status: 400,
            body: {
              error: {
                type: 'invalid_request_error',
                code: 'tax_id_invalid',
                message: `Invalid value for ${String(params.type)}.`,
              },
            },
          };
        }
        const value = String(params.value);
        const taxId = {
          id: nextId('txi'),
          object: 'tax_id',
          country: value.slice(0, 2) === 'EL' ? 'GR' : value.slice(0, 2),
          customer: owner,
          type: params.type,
          value,
          verification: { status: 'pending', verified_address: null, verified_name: null },
        };
        taxIds.set(taxId.id, taxId);
        return { status: 200, body: taxId };
      }
      const taxId = taxIds.get(decodeURIComponent(taxIdsMatch[2] ?? ''));
      if (method === 'DELETE' && taxId?.customer === owner) {
        taxIds.delete(String(taxId.id));
        return { status: 200, body: { id: taxId.id, object: 'tax_id', deleted: true } };
      }
      return missing(`No such tax id: '${taxIdsMatch[2]}'`);
    }
    if (method === 'GET' && path === '/v1/invoices') {
      const data = [...invoices.values()]
        .filter((invoice) => !params.customer || invoice.customer === params.customer)
        .sort((a, b) => Number(b.created) - Number(a.created))
        .slice(0, Number(params.limit ?? 10));
      return { status: 200, body: { object: 'list', data, has_more: false, url: path } };
    }
    if (customerMatch && method === 'DELETE') {
      const id = decodeURIComponent(customerMatch[1] ?? '');
      if (!customers.delete(id)) {
        return {
          status: 404,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such customer: '${id}'`,
            },
          },
        };
      }
      // Stripe cancels the customer's subscriptions with it.
      for (const sub of subscriptions.values()) {
        if (sub.customer === id) sub.status = 'canceled';
      }
      return { status: 200, body: { id, object: 'customer', deleted: true } };
    }
    const priceMatch = /^\/v1\/prices\/([^/]+)$/.exec(path);
    if (priceMatch && method === 'GET') {
      const id = decodeURIComponent(priceMatch[1] ?? '');
      const amount = UNIT_AMOUNTS[id];
      if (amount === undefined) return missing(`No such price: '${id}'`);
      return {
        status: 200,
        body: { id, object: 'price', unit_amount: amount, currency: 'usd', type: 'recurring' },
      };
    }
    if (method === 'POST' && path === '/v1/invoices/create_preview') {
      // The next invoice: the items at their (previewed) quantity, plus the prorations pending.
      const previewed = subscriptions.get(String(params.subscription));
      if (!previewed) return missing(`No such subscription: '${String(params.subscription)}'`);
      const details = params.subscription_details as
        { items?: Record<string, { quantity?: string }>; proration_behavior?: string } | undefined;
      const item = itemsOf(previewed)[0]!;
      const quantity = Number(details?.items?.['0']?.quantity ?? item.quantity);
      const extra =
        details?.proration_behavior === 'create_prorations'
          ? proration(item, quantity - Number(item.quantity))
          : 0;
      const amount = quantity * unitAmount(item) + Number(previewed.pending_proration ?? 0) + extra;
      return {
        status: 200,
        body: { object: 'invoice', id: null, subscription: previewed.id, amount_due: amount },
      };
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const items = (params.items ?? {}) as Record<string, { price: string; quantity?: string }>;
      const id = nextId('sub');
      const sub: Json = {
        id,
        object: 'subscription',
        customer: params.customer,
        status: 'incomplete',
        cancel_at_period_end: false,
        cancel_at: null,
        metadata: params.metadata ?? {},
        latest_invoice: nextId('in'),
        items: {
          object: 'list',
          data: Object.values(items).map((item) => ({
            id: nextId('si'),
            object: 'subscription_item',
            current_period_end: periodEnd,
            quantity: Number(item.quantity ?? 1),
            price: { id: item.price, object: 'price', unit_amount: UNIT_AMOUNTS[item.price] },
          })),
        },
      };
      subscriptions.set(id, sub);
      return { status: 200, body: withExpansion(sub, expand) };
    }
    if (method === 'GET' && path === '/v1/subscriptions') {
      const data = [...subscriptions.values()]
        .filter((sub) => !params.customer || sub.customer === params.customer)
        .filter((sub) => !params.status || sub.status === params.status)
        .map((sub) => withExpansion(sub, expand, 'data.'));
      return {
        status: 200,
        body: { object: 'list', data, has_more: false, url: '/v1/subscriptions' },
      };
    }
    const subMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    const sub = subMatch ? subscriptions.get(decodeURIComponent(subMatch[1] ?? '')) : undefined;
    if (subMatch && !sub) {
      return {
        status: 404,
        body: {
          error: {
            type: 'invalid_request_error',
            message: `No such subscription: '${subMatch[1]}'`,
          },
        },
      };
    }
    if (sub && method === 'GET') return { status: 200, body: withExpansion(sub, expand) };
    if (sub && method === 'DELETE') {
      // Stripe's immediate cancel: a subscription that already ended cannot be cancelled.
      if (sub.status === 'canceled' || sub.status === 'incomplete_expired') {
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'Subscription has ended' } },
        };
      }
      Object.assign(sub, { status: 'canceled', canceled_at: Math.floor(Date.now() / 1000) });
      return { status: 200, body: withExpansion(sub, expand) };
    }
    if (sub && method === 'POST') {
      const changed = (params.items as Record<string, { id: string; quantity: string }>)?.['0'];
      if (changed) {
        // A seat change: an increase prorated onto the next invoice when asked for.
        const item = itemsOf(sub).find((each) => each.id === changed.id);
        if (!item) return missing(`No such subscription item: '${changed.id}'`);
        const quantity = Number(changed.quantity);
        if (params.proration_behavior === 'create_prorations') {
          sub.pending_proration =
            Number(sub.pending_proration ?? 0) + proration(item, quantity - Number(item.quantity));
        }
        item.quantity = quantity;
      }
      if (params.cancel_at_period_end === 'true') {
        const firstItem = (sub.items as { data: Json[] }).data[0];
        Object.assign(sub, {
          cancel_at_period_end: true,
          cancel_at: firstItem?.current_period_end,
        });
      }
      return { status: 200, body: withExpansion(sub, expand) };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = nextId('bps');
      return {
        status: 200,
        body: {
          id,
          object: 'billing_portal.session',
          customer: params.customer,
          return_url: params.return_url,
          url: `https://billing.stripe.com/p/session/test_${id}`,
        },
      };
    }
    return {
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path})`,
        },
      },
    };
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const body = Buffer.concat(chunks).toString('utf8');
      const method = request.method ?? 'GET';
      const params = parseStripeForm(method === 'GET' ? url.search.slice(1) : body);
      const header = request.headers['idempotency-key'];
      const idempotencyKey = typeof header === 'string' ? header : undefined;
      requests.push({
        method,
        path: url.pathname,
        params,
        idempotencyKey,
        authorization: request.headers.authorization,
      });
      const replayKey = idempotencyKey ? `${method} ${url.pathname} ${idempotencyKey}` : undefined;
      const reply = (replayKey && replies.get(replayKey)) || route(method, url.pathname, params);
      if (replayKey) replies.set(replayKey, reply);
      response.writeHead(reply.status, {
        'content-type': 'application/json',
        'request-id': `req_${counter}`,
      });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    subscriptions,
    customers,
    setStatus(subscriptionId, status) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`stand-in has no ${subscriptionId}`);
      sub.status = status;
      return sub;
    },
    invalidTaxIds,
    payInvoice(subscriptionId) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`stand-in has no ${subscriptionId}`);
      const paying = customers.get(String(sub.customer));
      const item = itemsOf(sub)[0]!;
      const amount = Number(item.quantity) * unitAmount(item);
      const id = String(sub.latest_invoice);
      const count = [...invoices.values()].filter((each) => each.customer === sub.customer).length;
      const invoice: Json = {
        id,
        object: 'invoice',
        customer: sub.customer,
        customer_email: paying?.email ?? null,
        number: `STANDIN-${String(count + 1).padStart(4, '0')}`,
        created: Math.floor(Date.now() / 1000) + count,
        currency: 'usd',
        status: 'paid',
        amount_due: amount,
        amount_paid: amount,
        hosted_invoice_url: `https://invoice.stripe.com/i/acct_standin/test_${id}`,
        invoice_pdf: `https://pay.stripe.com/invoice/acct_standin/test_${id}/pdf`,
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: subscriptionId, metadata: sub.metadata },
        },
      };
      invoices.set(id, invoice);
      Object.assign(sub, { status: 'active', default_payment_method: nextId('pm') });
      return invoice;
    },
    requestsTo: (method, path) =>
      requests.filter((request) => request.method === method && request.path === path),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
