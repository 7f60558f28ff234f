import { z } from 'zod';
import { COPY } from '../copy';
import { EmailAddress, SubscriptionStatus } from './auth';
import { blankToNull } from './common';
import { normalizeVatId, vatIdType } from './vat-id';

/** POST /api/stripe/upgrade. The server accepts only an address on its own APP_URL. */
export const UpgradeBody = z.object({ returnUrl: z.string().trim().max(2048).optional() });
export type UpgradeBody = z.infer<typeof UpgradeBody>;

/** POST /api/stripe/upgrade's answer (docs/product.md#what-the-api-exchanges). */
export const PaymentIntentResponse = z.object({ clientSecret: z.string() });
export type PaymentIntentResponse = z.infer<typeof PaymentIntentResponse>;

/** POST /api/stripe/billing-portal's answer. */
export const BillingPortalResponse = z.object({ url: z.string() });
export type BillingPortalResponse = z.infer<typeof BillingPortalResponse>;

export const CustomerResponse = z.object({ customerId: z.string() });
export type CustomerResponse = z.infer<typeof CustomerResponse>;

/**
 * GET /api/stripe/subscribed's answer: `status`, plus what the Billing section shows
 * (the next payment date, or the end date of a cancelled subscription). Dates are ISO strings.
 */
export const SubscriptionState = z.object({
  status: SubscriptionStatus.nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAt: z.string().nullable(),
});
export type SubscriptionState = z.infer<typeof SubscriptionState>;

/** The sandbox provider's card form (test mode only; no real card data ever exists here). */
export const SandboxCardPayment = z.object({
  clientSecret: z.string().min(1).max(200),
  cardNumber: z
    .string()
    .max(40)
    .transform((value) => value.replace(/[\s-]/g, '')),
  /** 'MM / YY' or 'MM/YY'. */
  expiry: z.string().max(10),
  cvc: z.string().max(10),
});
export type SandboxCardPayment = z.input<typeof SandboxCardPayment>;

export const SandboxPaymentResult = z.object({ status: z.literal('succeeded') });
export type SandboxPaymentResult = z.infer<typeof SandboxPaymentResult>;

/** POST /api/teams/{id}/subscription: where the payment form returns, on APP_URL. */
export const TeamSubscriptionBody = UpgradeBody;
export type TeamSubscriptionBody = UpgradeBody;

/**
 * GET /api/teams/{id}/subscription: the team's per-seat subscription. `seats` are the active
 * members billed now (the owner included; a member paying for their own Connect subscription is
 * not billed twice), `nextInvoiceCents` what the next invoice will charge as the provider
 * previews it (with the prorated part of seats added mid-period), or what a first payment would.
 */
export const TeamSubscription = z.object({
  status: SubscriptionStatus.nullable(),
  seats: z.number().int(),
  seatPriceCents: z.number().int(),
  nextInvoiceCents: z.number().int(),
  currentPeriodEnd: z.string().nullable(),
  cancelAt: z.string().nullable(),
});
export type TeamSubscription = z.infer<typeof TeamSubscription>;

/** GET /api/teams/{id}/subscription/preview?seats=N: the next invoice with N seats billed. */
export const SeatPreviewQuery = z.object({ seats: z.coerce.number().int().min(1).max(10_000) });
export const SeatPreview = z.object({
  seats: z.number().int(),
  nextInvoiceCents: z.number().int(),
});
export type SeatPreview = z.infer<typeof SeatPreview>;

/**
 * One of the team's invoices (GET /api/teams/{id}/invoices), newest first: the provider's
 * number, when it was issued, what it charged (cents, in `currency`), and where to read it: the
 * provider's hosted page (`url`) and PDF (`pdfUrl`); the sandbox serves a printable page of its
 * own and no PDF.
 */
export const TeamInvoice = z.object({
  id: z.string(),
  number: z.string().nullable(),
  createdAt: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.string(),
  url: z.string().nullable(),
  pdfUrl: z.string().nullable(),
});
export type TeamInvoice = z.infer<typeof TeamInvoice>;
export const TeamInvoiceList = z.object({ invoices: z.array(TeamInvoice) });
export type TeamInvoiceList = z.infer<typeof TeamInvoiceList>;

/** The card that pays, as the provider shows it; what the sandbox does not know is null. */
export const PaymentMethodSummary = z.object({
  brand: z.string().nullable(),
  last4: z.string(),
  expMonth: z.number().int().nullable(),
  expYear: z.number().int().nullable(),
});
export type PaymentMethodSummary = z.infer<typeof PaymentMethodSummary>;

/**
 * GET /api/teams/{id}/billing-details: what is on the team's customer at the provider, so on
 * its invoices: the e-mail invoices and receipts go to, the VAT number, the card.
 */
export const TeamBillingDetails = z.object({
  email: z.string(),
  vatId: z.string().nullable(),
  paymentMethod: PaymentMethodSummary.nullable(),
});
export type TeamBillingDetails = z.infer<typeof TeamBillingDetails>;

/**
 * PUT /api/teams/{id}/billing-details: the billing e-mail, and the VAT number (its shape:
 * schemas/vat-id.ts; empty removes it).
 */
export const TeamBillingDetailsBody = z.object({
  email: EmailAddress,
  vatId: z.preprocess(
    blankToNull,
    z
      .string({ error: COPY.invalidVatId })
      .max(40, COPY.invalidVatId)
      .transform(normalizeVatId)
      .refine((value) => vatIdType(value) !== null, COPY.invalidVatId)
      .nullable(),
  ),
});
export type TeamBillingDetailsBody = z.infer<typeof TeamBillingDetailsBody>;

/** A sandbox invoice page's address: its random id (the key to the page, as Stripe's link is). */
export const SandboxInvoiceParams = z.object({ id: z.string().max(100) });
