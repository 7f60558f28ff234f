import type { SandboxSubscriptionRow } from '#server/db/schema';
import type { SubscriptionStatus } from '#shared/schemas/auth';

/** A subscription as the provider reports it now; the billing module stores these. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  priceId: string | null;
  currentPeriodEnd: Date | null;
  /** When the subscription is scheduled to end, if it was cancelled at the period end. */
  cancelAt: Date | null;
  /** Our user id, as written into the subscription's metadata when we created it. */
  userId: string | null;
  /** A team's seats (decision 042): the team's id from the metadata; null for a person's own. */
  teamId: string | null;
  /** Seats billed; 1 for a person's own. */
  quantity: number;
}

/** What a customer pays for: a person's own Connect subscription, or a team's seats. */
export type CustomerOf = { userId: string } | { teamId: string };

/** The two things sold: a person's Connect subscription, and a team's seats. */
export type Plan = 'connect' | 'seats';

/** The seats of a new team subscription. */
export interface SeatOrder {
  teamId: string;
  quantity: number;
}

/**
 * A change of a team subscription's seats, which only ever moves one way, so two changes that
 * cross cannot undo each other: `raise` adds seats (if it has fewer), its share of the current
 * period charged on the next invoice (prorated); `lower` removes seats (if it has more) without
 * a credit, which billing does just before the period ends (a seat removed and added again
 * within a period is never paid twice).
 */
export type SeatChange = 'raise' | 'lower';

/** A subscription left incomplete until its first invoice is paid, with that payment's secret. */
export interface PendingSubscription {
  subscription: ProviderSubscription;
  /** Null once the payment no longer needs the customer (paid, or expired). */
  clientSecret: string | null;
}

/**
 * A verified webhook event, reduced to what billing needs: which subscription to re-read.
 * Everything else is acknowledged and recorded so a replay is recognised.
 */
export interface ProviderEvent {
  id: string;
  type: string;
  subscriptionId: string | null;
  /** An invoice event's invoice: what it charged and who it billed (for the receipt). */
  invoice?: PaidInvoice;
}

/** What a paid invoice says, as its event carries it. */
export interface PaidInvoice {
  amountPaidCents: number;
  number: string | null;
  /** The customer's e-mail when the invoice was issued. */
  customerEmail: string | null;
}

/** One invoice of a customer, as the provider lists it. */
export interface ProviderInvoice {
  id: string;
  number: string | null;
  createdAt: Date;
  /** Paid, or due when not paid yet. */
  amountCents: number;
  currency: string;
  status: string;
  /** The provider's page of the invoice (Stripe's hosted page; the sandbox's printable page). */
  url: string | null;
  pdfUrl: string | null;
}

/** What the provider keeps on a customer that its invoices print. */
export interface BillingDetails {
  email: string;
  /** A VAT number (Stripe: the customer's `eu_vat` or `gb_vat` tax id). */
  vatId: string | null;
  paymentMethod: {
    brand: string | null;
    last4: string;
    expMonth: number | null;
    expYear: number | null;
  } | null;
}

/** Raised by parseWebhook: a missing or wrong signature, or a body that is not an event. */
export class InvalidWebhookError extends Error {}

/** Raised when the provider cannot be reached or refuses a call we expected to succeed. */
export class PaymentProviderError extends Error {}

/** Raised by updateBillingDetails: the provider refuses the VAT number (a 400, not a 502). */
export class InvalidVatIdError extends PaymentProviderError {}

/** Extra Content-Security-Policy sources the provider's payment form needs in the browser. */
export interface PaymentCsp {
  scriptSrc: string[];
  frameSrc: string[];
  connectSrc: string[];
}

/** What the billing module's sandbox checkout route needs from the sandbox provider. */
export interface SandboxCheckout {
  /** Applies what the calendar has done to the subscription since it was stored. */
  advance(row: SandboxSubscriptionRow): Promise<SandboxSubscriptionRow>;
  /** A new id in the sandbox's style (`evt_sandbox_...`). */
  newId(prefix: string): string;
  /** Issues the invoice of a payment just made (a first payment) and answers what it says. */
  issueInvoice(row: SandboxSubscriptionRow): Promise<PaidInvoice>;
}

/**
 * One interface, two providers (Stripe, and the sandbox that `npm start` uses). Nothing
 * outside the adapters and the web payment form asks which one is active.
 */
export interface PaymentProvider {
  /** What the web payment form needs: which form to show and, for Stripe, its public key. */
  readonly webConfig: { provider: 'stripe'; publishableKey: string } | { provider: 'sandbox' };
  readonly csp: PaymentCsp;
  createCustomer(
    input: CustomerOf & { email: string; name: string; idempotencyKey: string },
  ): Promise<string>;
  /** Subscriptions of the customer to that plan still waiting for their first payment. */
  listIncompleteSubscriptions(customerId: string, plan: Plan): Promise<PendingSubscription[]>;
  /** The $10/month subscription, or with `seats` a team's per-seat one. */
  createIncompleteSubscription(input: {
    customerId: string;
    userId: string;
    idempotencyKey: string;
    seats?: SeatOrder;
  }): Promise<PendingSubscription>;
  /** A seat's monthly price in cents; null when team seats are not offered (no price set up). */
  seatPriceCents(): Promise<number | null>;
  /** Raises or lowers a team subscription's seats to `quantity` (see SeatChange). */
  changeSeats(input: {
    subscriptionId: string;
    quantity: number;
    change: SeatChange;
  }): Promise<ProviderSubscription>;
  /**
   * What the subscription's next invoice charges, in cents, with `quantity` seats if given (a
   * change not made yet: more seats prorated, fewer without a credit).
   */
  previewNextInvoice(input: { subscriptionId: string; quantity?: number }): Promise<number>;
  retrievePendingSubscription(subscriptionId: string): Promise<PendingSubscription>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** Cancels at the end of the paid period: the subscription stays active until then. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<ProviderSubscription>;
  /**
   * Cancels at once (the owner deletes their account, a team is deleted): no further charge, no
   * access left. `invoicePending`: what is already owed (seats added this period) is invoiced now.
   */
  cancelNow(
    subscriptionId: string,
    options?: { invoicePending?: boolean },
  ): Promise<ProviderSubscription>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<string>;
  /** The customer's invoices, newest first (the last 24: two years of a monthly plan). */
  listInvoices(customerId: string): Promise<ProviderInvoice[]>;
  /** The customer's e-mail and VAT number, and the card of `subscriptionId` (else the customer's). */
  readBillingDetails(input: {
    customerId: string;
    subscriptionId?: string;
  }): Promise<BillingDetails>;
  /**
   * Sets the customer's e-mail and VAT number (null removes it); a VAT number already set is
   * replaced, since a company has one. Invoices issued from now on print them.
   */
  updateBillingDetails(input: {
    customerId: string;
    email: string;
    vatId: { type: 'eu_vat' | 'gb_vat'; value: string } | null;
  }): Promise<void>;
  /**
   * Deletes the customer with what the provider keeps of the person (e-mail, name, payment
   * methods); the owner deleted their account. A customer already gone counts as deleted.
   */
  deleteCustomer(customerId: string): Promise<void>;
  /** Verifies the signature over the raw bytes and answers the event; throws InvalidWebhookError. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
  /** Only the sandbox: lets billing serve the card form's confirm endpoint. */
  sandbox?: SandboxCheckout;
}
