import type { Lead } from '#shared/schemas/leads';
import { api } from '#web/lib/api';
import { saveFile } from '#web/lib/save-file';

/** The message's visitor as a contact file, for the owner's address book. */
export async function downloadVisitorVCard(message: Lead): Promise<void> {
  const blob = await api.getBlob(`messages/${message.id}/vcard`);
  const base = message.name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  saveFile(blob, `${base || 'contact'}.vcf`);
}
