import { and, eq, like, or } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { webhooks } from '#server/db/schema';
import type { DataCipher } from '#server/lib/data-encryption';

/**
 * Webhook signing secrets are kept encrypted with the key that encrypts the CRM tokens
 * (lib/data-encryption): a database dump or backup alone cannot sign a lead into a
 * receiver's systems. Only the answer that creates or rotates a webhook shows the secret.
 */
export const sealWebhookSecret = (cipher: DataCipher, secret: string) => cipher.encrypt(secret);

/** The secret a row keeps; throws when it was sealed with another key or altered. */
export const openWebhookSecret = (cipher: DataCipher, sealed: string) => cipher.decrypt(sealed);

/** Whether a kept secret opens with the server's key. */
export function opensWithKey(cipher: DataCipher, sealed: string): boolean {
  try {
    openWebhookSecret(cipher, sealed);
    return true;
  } catch {
    return false;
  }
}

/** A secret as it was kept before secrets were encrypted. */
const PLAIN_SECRET = 'whsec\\_%';

/**
 * Seals the secrets of webhooks made before they were kept encrypted; run as the server starts.
 * Each row is written only while it still holds the plain value, so processes starting together
 * never seal a secret twice.
 */
export async function sealPlainWebhookSecrets(db: Db, cipher: DataCipher): Promise<number> {
  const plain = await db
    .select({ id: webhooks.id, secret: webhooks.secret, previous: webhooks.previousSecret })
    .from(webhooks)
    .where(or(like(webhooks.secret, PLAIN_SECRET), like(webhooks.previousSecret, PLAIN_SECRET)));
  let sealed = 0;
  for (const row of plain) {
    const seal = (value: string) =>
      value.startsWith('whsec_') ? sealWebhookSecret(cipher, value) : value;
    const written = await db
      .update(webhooks)
      .set({ secret: seal(row.secret), previousSecret: row.previous && seal(row.previous) })
      .where(and(eq(webhooks.id, row.id), eq(webhooks.secret, row.secret)))
      .returning({ id: webhooks.id });
    sealed += written.length;
  }
  return sealed;
}
