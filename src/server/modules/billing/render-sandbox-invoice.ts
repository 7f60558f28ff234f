import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { sandboxInvoices } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { escapeHtml } from '#server/lib/html';
import { COPY } from '#shared/copy';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * The sandbox's printable invoice, what Stripe's hosted invoice page is for a Stripe customer:
 * found by its random id (the address is the key, as Stripe's is), printed to PDF by the
 * browser. Who was billed is as it stood when the invoice was issued.
 */
export async function renderSandboxInvoice(
  deps: Pick<AppDeps, 'database'>,
  id: string,
): Promise<string> {
  const [invoice] = await deps.database.db
    .select()
    .from(sandboxInvoices)
    .where(eq(sandboxInvoices.id, id));
  if (!invoice) throw new AppError('NOT_FOUND', COPY.noSuchInvoice);
  const unit = Math.round(invoice.amountCents / invoice.quantity);
  const billedTo = [
    invoice.customerName,
    invoice.customerEmail,
    invoice.customerVatId ? `VAT ${invoice.customerVatId}` : null,
  ]
    .filter((line): line is string => Boolean(line))
    .map((line) => `<div>${escapeHtml(line)}</div>`)
    .join('');
  const period = `${longDate.format(invoice.periodStart)} – ${longDate.format(invoice.periodEnd)}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Invoice ${escapeHtml(invoice.number)} — Catalyst Connect</title>
<style>body{font:15px system-ui,sans-serif;max-width:720px;margin:2rem auto;padding:0 1rem;color:#111827}
h1{font-size:1.4rem}table{width:100%;border-collapse:collapse;margin:1.5rem 0}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid #e5e7eb}td.n,th.n{text-align:right}
.meta{display:grid;grid-template-columns:repeat(auto-fit,minmax(200px,1fr));gap:1rem}
.note{color:#4b5563;font-size:.9rem}@media print{.note{display:none}}</style></head>
<body><h1>Invoice ${escapeHtml(invoice.number)}</h1>
<div class="meta"><div><strong>Issued</strong><div>${longDate.format(invoice.createdAt)}</div>
<strong>Status</strong><div>Paid</div></div>
<div><strong>Billed to</strong>${billedTo}</div>
<div><strong>From</strong><div>Catalyst Connect</div></div></div>
<table><thead><tr><th>Description</th><th class="n">Qty</th><th class="n">Unit price</th><th class="n">Amount</th></tr></thead>
<tbody><tr><td>Catalyst Connect, ${period}</td><td class="n">${invoice.quantity}</td><td class="n">${usd(unit)}</td><td class="n">${usd(invoice.amountCents)}</td></tr></tbody>
<tfoot><tr><th colspan="3">Total paid (USD)</th><th class="n">${usd(invoice.amountCents)}</th></tr></tfoot></table>
<p class="note">Sandbox (test mode) invoice: no money moved. Print this page to save it as a PDF.</p>
</body></html>`;
}
