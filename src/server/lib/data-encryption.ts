import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets kept in the database for a provider (a CRM's OAuth tokens) are encrypted
 * with AES-256-GCM: a database dump or backup alone does not give the tokens away, and a value
 * changed in the database fails to decrypt rather than being used. The key comes from
 * DATA_ENCRYPTION_KEY (required in production with HubSpot), else from the JWT secret.
 */
export interface DataCipher {
  encrypt(plain: string): string;
  /** Throws when the value was not made with this key or was altered. */
  decrypt(sealed: string): string;
}

const VERSION = 'v1';

export function dataCipher(secret: string): DataCipher {
  const key = Buffer.from(
    hkdfSync(
      'sha256',
      createHash('sha256').update(secret).digest(),
      Buffer.alloc(0),
      'catalyst-connect data encryption',
      32,
    ),
  );
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    decrypt(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined)
        throw new Error('not an encrypted value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
