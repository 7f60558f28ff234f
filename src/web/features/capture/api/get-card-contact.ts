import { PublicProfile } from '#shared/schemas/profiles';
import { api } from '#web/lib/api';

/** What of a digital card's public profile fills the capture form. */
const CardContact = PublicProfile.pick({
  name: true,
  company: true,
  title: true,
  websiteUrl: true,
  contact: true,
});

/**
 * A Catalyst card's public contact, by its handle or uuid (GET /api/card-profiles/public/{key})
 * or by the code its printed QR codes carry (GET /api/card-profiles/public/code/{code}); what
 * any visitor of its page sees, so asked without the session.
 */
export function getCardContact(lookup: { key: string } | { code: string }, signal?: AbortSignal) {
  const path =
    'key' in lookup
      ? `card-profiles/public/${encodeURIComponent(lookup.key)}`
      : `card-profiles/public/code/${encodeURIComponent(lookup.code)}`;
  return api.get(path, CardContact, { anonymous: true, signal });
}
