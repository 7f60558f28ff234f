import type { Database } from '#server/db/client';
import type { Clock, Random } from '#server/lib/runtime';

export const SANDBOX_PRICE_ID = 'price_sandbox_connect_monthly';
export const SANDBOX_SEAT_PRICE_ID = 'price_sandbox_team_seat_monthly';
/** The sandbox's printable invoice page (billing serves it), as Stripe's hosted invoice page. */
export const SANDBOX_INVOICE_PAGE_PATH = '/api/sandbox-payments/invoices';

export interface SandboxSettings {
  database: Database;
  clock: Clock;
  random: Random;
  appUrl: string;
  /** Billing's period rule (one calendar month), given so this adapter imports no module. */
  addOneMonth(date: Date): Date;
  /** A team seat's monthly price (TEAM_SEAT_PRICE_CENTS). */
  seatPriceCents: number;
}

/** A new id in the sandbox's style (`sub_sandbox_...`, after Stripe's prefixes). */
export function newSandboxId(settings: Pick<SandboxSettings, 'random'>, prefix: string): string {
  return `${prefix}_sandbox_${settings.random.bytes(12).toString('hex')}`;
}

/** A month before `end`: the start of the period an invoice pays. */
export function monthBefore(end: Date): Date {
  const start = new Date(end);
  start.setUTCMonth(start.getUTCMonth() - 1);
  return start;
}
