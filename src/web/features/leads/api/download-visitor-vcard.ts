import type { Lead } from '#shared/schemas/leads';
import { api } from '#web/lib/api';
import { saveFile } from '#web/lib/save-file';

/** The lead's visitor as a contact file, for the owner's address book. */
export async function downloadVisitorVCard(lead: Lead): Promise<void> {
  const blob = await api.getBlob(`messages/${lead.id}/vcard`);
  const base = lead.name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  saveFile(blob, `${base || 'contact'}.vcf`);
}
