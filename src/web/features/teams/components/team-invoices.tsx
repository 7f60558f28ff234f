import { SCREENS } from '#shared/copy/screens';
import type { TeamInvoice } from '#shared/schemas/billing';
import { QueryState } from '#web/components/ui/query-state';
import { formatDate } from '#web/lib/format-date';
import { formatCents } from '#web/lib/subscription-state';
import { useTeamInvoices } from '../api/team-billing';
import { TeamTable } from './team-table';

const link = 'font-medium text-brand-700 underline hover:text-brand-800';
/** Narrower cells than the other team tables: on a phone the four columns fit without scrolling. */
const cell = 'px-3 py-3 sm:px-4';

/** The team's invoices, newest first, each with the provider's page and PDF (or printable page). */
export function TeamInvoices({ teamId }: { teamId: string }) {
  const invoices = useTeamInvoices(teamId, true);
  if (!invoices.isSuccess) return <QueryState query={invoices} />;
  const list = invoices.data.invoices;
  if (list.length === 0)
    return <p className="text-sm text-gray-700">{SCREENS.teamNoInvoicesYet}</p>;
  return (
    <TeamTable
      caption={SCREENS.teamInvoices}
      columns={
        <>
          <th scope="col" className={`${cell} font-semibold`}>
            {SCREENS.teamInvoiceNumber}
          </th>
          <th scope="col" className={`${cell} hidden font-semibold sm:table-cell`}>
            {SCREENS.teamInvoiceDate}
          </th>
          <th scope="col" className={`${cell} text-end font-semibold`}>
            {SCREENS.teamInvoiceAmount}
          </th>
          <th scope="col" className={`${cell} font-semibold`}>
            {SCREENS.teamInvoiceColumn}
          </th>
        </>
      }
    >
      {list.map((invoice) => (
        <InvoiceRow key={invoice.id} invoice={invoice} />
      ))}
    </TeamTable>
  );
}

function InvoiceRow({ invoice }: { invoice: TeamInvoice }) {
  const number = invoice.number ?? SCREENS.teamInvoiceDraft;
  const date = formatDate(invoice.createdAt, 'day');
  return (
    <tr>
      <td className={`${cell} whitespace-nowrap text-gray-900`}>
        <span className="font-mono">{number}</span>
        {/* On a phone the date goes under the number. */}
        <span className="block text-gray-600 sm:hidden">{date}</span>
      </td>
      <td className={`${cell} hidden whitespace-nowrap text-gray-700 sm:table-cell`}>{date}</td>
      <td className={`${cell} text-end whitespace-nowrap text-gray-900`}>
        {invoice.currency === 'usd'
          ? formatCents(invoice.amountCents)
          : `${(invoice.amountCents / 100).toFixed(2)} ${invoice.currency.toUpperCase()}`}
      </td>
      <td className={`${cell} space-x-3 whitespace-nowrap`}>
        {invoice.url && (
          <a
            className={link}
            href={invoice.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={SCREENS.teamViewInvoiceLabel(number)}
          >
            {SCREENS.teamInvoiceView}
          </a>
        )}
        {invoice.pdfUrl && (
          <a
            className={link}
            href={invoice.pdfUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={SCREENS.teamDownloadInvoiceLabel(number)}
          >
            PDF
          </a>
        )}
      </td>
    </tr>
  );
}
