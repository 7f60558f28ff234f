import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAFE_PRODUCTION_ENV } from '#tests/support/production-env';
import {
  makeWalletCredentials,
  TEST_KEY_PASSPHRASE,
  type WalletTestCredentials,
} from '#tests/support/wallet-credentials';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the embedded defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: './data',
      databaseUrl: undefined,
      appUrl: 'http://localhost:3000',
      accessTokenTtlSeconds: 900,
      inactivity: { timeoutSeconds: 600, warningSeconds: 30 },
      demo: { enabled: true },
    });
  });

  it('stops with one clear line per wrong value', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT:');
      expect((error as Error).message).toContain('DATABASE_URL: must be a postgres:// URL');
    }
  });

  it('requires a shared JWT_SECRET in production and never seeds a demo there by default', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    const config = loadConfig({ ...SAFE_PRODUCTION, DEMO_SEED: undefined });
    expect(config.demo.enabled).toBe(false);
  });

  it('refuses a warning longer than the timeout', () => {
    expect(() =>
      loadConfig({ INACTIVITY_TIMEOUT_SECONDS: '10', INACTIVITY_WARNING_SECONDS: '10' }),
    ).toThrow(/INACTIVITY_WARNING_SECONDS/);
  });

  it('prefixes every Redis key with the environment unless REDIS_KEY_PREFIX says otherwise', () => {
    expect(loadConfig({}).redisKeyPrefix).toBe('catalyst:development:');
    expect(loadConfig({ NODE_ENV: 'test' }).redisKeyPrefix).toBe('catalyst:test:');
    expect(loadConfig({ REDIS_KEY_PREFIX: 'cc-eu:' }).redisKeyPrefix).toBe('cc-eu:');
  });
});

/** A production environment that starts: every refusal below changes one thing in it. */
const SAFE_PRODUCTION: Record<string, string | undefined> = SAFE_PRODUCTION_ENV;

function refusal(env: Record<string, string | undefined>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('loadConfig started with an unsafe configuration');
}

describe('loadConfig in production', () => {
  it('starts with real payments, real mail and a strong secret, docs off', () => {
    const config = loadConfig(SAFE_PRODUCTION);
    expect(config.stripe?.secretKey).toBe(SAFE_PRODUCTION.STRIPE_SECRET_KEY);
    expect(config.smtpUrl).toBe(SAFE_PRODUCTION.SMTP_URL);
    expect(config.apiDocs).toBe(false);
    expect(config.trustProxy).toBe(false);
  });

  it('refuses no STRIPE_* keys unless PAYMENTS=sandbox', () => {
    const withoutStripe = {
      ...SAFE_PRODUCTION,
      STRIPE_SECRET_KEY: undefined,
      STRIPE_PUBLISHABLE_KEY: undefined,
      STRIPE_PRICE_ID: undefined,
      STRIPE_WEBHOOK_SECRET: undefined,
    };
    expect(refusal(withoutStripe)).toBe(
      'Unsafe configuration for production:\n  PAYMENTS: no STRIPE_* keys; set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET, or PAYMENTS=sandbox to give subscriptions away with test card 4242',
    );
    expect(loadConfig({ ...withoutStripe, PAYMENTS: 'sandbox' }).stripe).toBeUndefined();
  });

  it('refuses no SMTP_URL unless MAIL_TRANSPORT=log', () => {
    const withoutSmtp = { ...SAFE_PRODUCTION, SMTP_URL: undefined };
    expect(refusal(withoutSmtp)).toBe(
      'Unsafe configuration for production:\n  MAIL_TRANSPORT: no SMTP_URL; set SMTP_URL, or MAIL_TRANSPORT=log to deliver no mail at all (only logged as id and subject)',
    );
    expect(loadConfig({ ...withoutSmtp, MAIL_TRANSPORT: 'log' }).smtpUrl).toBeUndefined();
  });

  it('names every problem at once, one line each', () => {
    const message = refusal({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) });
    expect(message.split('\n')).toEqual([
      'Unsafe configuration for production:',
      expect.stringMatching(/^ {2}PAYMENTS: /),
      expect.stringMatching(/^ {2}MAIL_TRANSPORT: /),
      expect.stringMatching(/^ {2}JWT_SECRET: too predictable/),
    ]);
  });

  it.each([
    ['one repeated character', 'x'.repeat(40)],
    ['a repeated short pattern', 'ab12'.repeat(10)],
    ['a word padded with zeros', `password${'0'.repeat(32)}`],
    ['words and sequences', 'mysecret-changeme-0123456789-abcdefghij'],
    ['a phrase', 'mysupersecretjwtsigningkey2026!!'],
  ])('refuses a low-entropy JWT_SECRET: %s', (_, secret) => {
    expect(refusal({ ...SAFE_PRODUCTION, JWT_SECRET: secret })).toMatch(
      /\n {2}JWT_SECRET: too predictable \(about \d+ bits estimated, at least 128 needed\); generate one with `openssl rand -base64 48`$/,
    );
  });

  it.each([
    ["jwt.io's example", 'a-string-secret-at-least-256-bits-long'],
    ['the placeholder text', 'Lorem ipsum dolor sit amet, consectetur adipiscing elit'],
    ['a pangram', 'The quick brown fox jumps over the lazy dog'],
    ['a famous passphrase in capitals and underscores', 'CORRECT_HORSE_BATTERY_STAPLE_1234567'],
  ])('refuses a well-known passphrase as JWT_SECRET, however long: %s', (_, secret) => {
    expect(refusal({ ...SAFE_PRODUCTION, JWT_SECRET: secret })).toBe(
      'Unsafe configuration for production:\n  JWT_SECRET: a well-known passphrase, printed in tutorials and examples; generate one with `openssl rand -base64 48`',
    );
  });

  it('accepts what `openssl rand -base64 48` and `-hex 32` give', () => {
    for (let run = 0; run < 20; run += 1) {
      for (const secret of [randomBytes(48).toString('base64'), randomBytes(32).toString('hex')]) {
        expect(loadConfig({ ...SAFE_PRODUCTION, JWT_SECRET: secret }).jwtSecret).toBe(secret);
      }
    }
  });

  it.each([
    ['SHOPIFY_WEBHOOK_SECRET', 'shopify_webhook_secret_prod_xyz', /the Shopify Partner Dashboard/],
    ['SHOPIFY_WEBHOOK_SECRET', `shpss_${'0'.repeat(32)}`, /the Shopify Partner Dashboard/],
    ['SHOPIFY_WEBHOOK_SECRET', 'deadbeef'.repeat(4), /the Shopify Partner Dashboard/],
    [
      'STRIPE_WEBHOOK_SECRET',
      'whsec_changeme_changeme_please',
      /the Stripe Dashboard \(Developers, Webhooks\)/,
    ],
    [
      'STRIPE_WEBHOOK_SECRET',
      `whsec_${'a'.repeat(32)}`,
      /the Stripe Dashboard \(Developers, Webhooks\)/,
    ],
    [
      'STRIPE_SECRET_KEY',
      'sk_live_mystripekey12345',
      /the Stripe Dashboard \(Developers, API keys\)/,
    ],
    ['S3_SECRET_ACCESS_KEY', 'minioadmin', /your S3 provider/],
  ])('refuses a guessable %s (%s), saying where the real one is', (setting, secret, where) => {
    const message = refusal({ ...SAFE_PRODUCTION, [setting]: secret });
    expect(message).toMatch(
      new RegExp(
        `^Unsafe configuration for production:\\n {2}${setting}: too predictable \\(about \\d+ bits estimated, at least 80 needed\\); copy `,
      ),
    );
    expect(message).toMatch(where);
  });

  it("accepts the providers' real secrets: Shopify's 32 hex digits or shpss_, Stripe's whsec_", () => {
    for (let run = 0; run < 40; run += 1) {
      const base64 = randomBytes(32).toString('base64').replace(/[+/=]/g, '').slice(0, 32);
      const env = {
        ...SAFE_PRODUCTION,
        SHOPIFY_WEBHOOK_SECRET:
          run % 2 ? randomBytes(16).toString('hex') : `shpss_${randomBytes(16).toString('hex')}`,
        STRIPE_WEBHOOK_SECRET:
          run % 2 ? `whsec_${base64}` : `whsec_${randomBytes(32).toString('hex')}`,
        STRIPE_SECRET_KEY: `sk_live_${randomBytes(74).toString('base64url').slice(0, 99)}`,
        S3_SECRET_ACCESS_KEY: randomBytes(30).toString('base64'),
      };
      expect(loadConfig(env).shopifyWebhookSecret).toBe(env.SHOPIFY_WEBHOOK_SECRET);
    }
  });

  it('serves the API docs only when API_DOCS=true', () => {
    expect(loadConfig({ ...SAFE_PRODUCTION, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
  });
});

describe('PAYMENTS and MAIL_TRANSPORT outside production', () => {
  it('default to the stand-ins when no keys or SMTP_URL are set', () => {
    const config = loadConfig({});
    expect(config.stripe).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });

  it('refuse asking for Stripe or SMTP without their settings, in every mode', () => {
    for (const NODE_ENV of ['development', 'test', 'production']) {
      expect(refusal({ NODE_ENV, PAYMENTS: 'stripe' })).toContain(
        '  PAYMENTS: stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET',
      );
      expect(refusal({ NODE_ENV, MAIL_TRANSPORT: 'smtp' })).toContain(
        '  MAIL_TRANSPORT: smtp needs SMTP_URL',
      );
    }
  });

  it('keep the stand-ins when asked, even with keys set', () => {
    const config = loadConfig({ ...SAFE_PRODUCTION, PAYMENTS: 'sandbox', MAIL_TRANSPORT: 'log' });
    expect(config.stripe).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or a list of addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
  });

  it.each(['true', 'yes', 'TRUE'])('refuses %s and says what to write', (value) => {
    expect(refusal({ TRUST_PROXY: value })).toBe(
      `Invalid configuration:\n  TRUST_PROXY: ${value.toLowerCase()} trusts any client-written X-Forwarded-For; set the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8)`,
    );
  });

  it.each(['10.0.0.0/33', 'proxy.internal', '1.2.3', '-1'])('refuses %s', (value) => {
    expect(refusal({ TRUST_PROXY: value })).toContain(
      'is not a hop count or address; set the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
    );
  });
});

describe('HTTP timeouts', () => {
  it('default to 120 s per request, 30 s for headers, 60 s idle, 72 s keep-alive', () => {
    expect(loadConfig({}).http).toEqual({
      requestTimeoutMs: 120_000,
      headersTimeoutMs: 30_000,
      idleTimeoutMs: 60_000,
      keepAliveTimeoutMs: 72_000,
    });
  });

  it('refuses a headers timeout longer than the request timeout', () => {
    expect(
      refusal({ HTTP_REQUEST_TIMEOUT_SECONDS: '10', HTTP_HEADERS_TIMEOUT_SECONDS: '20' }),
    ).toContain('  HTTP_HEADERS_TIMEOUT_SECONDS: must not exceed HTTP_REQUEST_TIMEOUT_SECONDS');
  });
});

describe('DNS_SERVERS', () => {
  it("default to the system's servers, within 4 s a look-up", () => {
    expect(loadConfig({}).dns).toEqual({ servers: undefined, timeoutMs: 4_000 });
  });

  it('take addresses with an optional port, IPv6 in brackets', () => {
    expect(
      loadConfig({ DNS_SERVERS: '1.1.1.1, 127.0.0.1:5353,[::1]:53,[2001:db8::1]' }).dns,
    ).toEqual({
      servers: ['1.1.1.1:53', '127.0.0.1:5353', '[::1]:53', '[2001:db8::1]:53'],
      timeoutMs: 4_000,
    });
  });

  it('refuse a host name, a bad port and an empty entry', () => {
    for (const value of ['dns.example.com', '1.1.1.1:99999', '1.1.1.1,', '::1']) {
      expect(refusal({ DNS_SERVERS: value }), value).toMatch(/^ {2}DNS_SERVERS: /m);
    }
  });
});

describe('wallet passes', () => {
  let wallet: WalletTestCredentials;
  beforeAll(() => {
    wallet = makeWalletCredentials();
  });
  afterAll(() => wallet.remove());

  it('are off unless configured', () => {
    const config = loadConfig({});
    expect(config.appleWallet).toBeUndefined();
    expect(config.googleWallet).toBeUndefined();
  });

  it('read the PEM files and the service account key file at start-up', () => {
    const config = loadConfig(wallet.env);
    expect(config.appleWallet).toMatchObject({ passTypeId: 'pass.example.catalyst.test' });
    expect(config.appleWallet?.signerCert).toContain('-----BEGIN CERTIFICATE-----');
    expect(config.appleWallet?.signerKey).toContain('-----BEGIN RSA PRIVATE KEY-----');
    expect(config.googleWallet).toMatchObject({
      issuerId: '3388000000012345678',
      clientEmail: 'wallet@catalyst-test.iam.gserviceaccount.com',
    });
    // Each wallet works alone.
    expect(loadConfig(wallet.appleEnv).googleWallet).toBeUndefined();
    expect(loadConfig(wallet.googleEnv).appleWallet).toBeUndefined();
  });

  it('decrypts a key with APPLE_WALLET_KEY_PASSPHRASE, once', () => {
    const config = loadConfig({
      ...wallet.appleEnv,
      APPLE_WALLET_KEY: wallet.encryptedKeyPath,
      APPLE_WALLET_KEY_PASSPHRASE: TEST_KEY_PASSPHRASE,
    });
    expect(config.appleWallet?.signerKey).toBe(loadConfig(wallet.appleEnv).appleWallet?.signerKey);
  });

  it('names every Apple setting missing when only some are set', () => {
    expect(
      refusal({
        APPLE_WALLET_PASS_TYPE_ID: 'pass.example.catalyst.test',
        APPLE_WALLET_CERT: wallet.certPath,
      }).split('\n'),
    ).toEqual([
      'Invalid configuration:',
      '  APPLE_WALLET_TEAM_ID: is required with APPLE_WALLET_PASS_TYPE_ID, APPLE_WALLET_CERT (set all of APPLE_WALLET_PASS_TYPE_ID, APPLE_WALLET_TEAM_ID, APPLE_WALLET_CERT, APPLE_WALLET_KEY, APPLE_WALLET_WWDR, or none)',
      '  APPLE_WALLET_KEY: is required with APPLE_WALLET_PASS_TYPE_ID, APPLE_WALLET_CERT (set all of APPLE_WALLET_PASS_TYPE_ID, APPLE_WALLET_TEAM_ID, APPLE_WALLET_CERT, APPLE_WALLET_KEY, APPLE_WALLET_WWDR, or none)',
      '  APPLE_WALLET_WWDR: is required with APPLE_WALLET_PASS_TYPE_ID, APPLE_WALLET_CERT (set all of APPLE_WALLET_PASS_TYPE_ID, APPLE_WALLET_TEAM_ID, APPLE_WALLET_CERT, APPLE_WALLET_KEY, APPLE_WALLET_WWDR, or none)',
    ]);
    expect(refusal({ APPLE_WALLET_KEY_PASSPHRASE: 'x' })).toContain(
      'APPLE_WALLET_KEY_PASSPHRASE: is the passphrase of APPLE_WALLET_KEY, which is not set',
    );
    expect(refusal({ GOOGLE_WALLET_ISSUER_ID: '123' })).toContain(
      '  GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: is required with GOOGLE_WALLET_ISSUER_ID',
    );
    expect(refusal({ ...wallet.appleEnv, APPLE_WALLET_TEAM_ID: 'abc' })).toContain(
      'APPLE_WALLET_TEAM_ID: must be the 10-character Apple Developer team id',
    );
  });

  it('stops start-up with one clear line for each file that is wrong', () => {
    const missing = path.join(wallet.dir, 'nope.pem');
    expect(refusal({ ...wallet.appleEnv, APPLE_WALLET_CERT: missing })).toBe(
      `Invalid configuration:\n  APPLE_WALLET_CERT: cannot read ${missing} (ENOENT)`,
    );
    const lines = refusal({
      ...wallet.env,
      APPLE_WALLET_WWDR: wallet.keyPath,
      GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: missing,
    }).split('\n');
    expect(lines).toEqual([
      'Invalid configuration:',
      `  APPLE_WALLET_WWDR: ${wallet.keyPath} is not a PEM (or DER) certificate`,
      `  GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: cannot read ${missing} (ENOENT)`,
    ]);
  });

  it.each([
    [
      'an encrypted key without its passphrase',
      { APPLE_WALLET_KEY: 'encrypted' },
      'is encrypted; set APPLE_WALLET_KEY_PASSPHRASE',
    ],
    [
      'a wrong passphrase',
      { APPLE_WALLET_KEY: 'encrypted', APPLE_WALLET_KEY_PASSPHRASE: 'wrong' },
      'cannot be read with APPLE_WALLET_KEY_PASSPHRASE',
    ],
    [
      'a key of another certificate',
      { APPLE_WALLET_CERT: 'other' },
      'is not the key of APPLE_WALLET_CERT',
    ],
    [
      'a WWDR that did not issue the certificate',
      { APPLE_WALLET_WWDR: 'ca' },
      'did not issue APPLE_WALLET_CERT',
    ],
    [
      "another pass type than the certificate's",
      { APPLE_WALLET_PASS_TYPE_ID: 'pass.example.other' },
      'APPLE_WALLET_PASS_TYPE_ID: pass.example.other is not the pass type of APPLE_WALLET_CERT (pass.example.catalyst.test)',
    ],
    [
      "another team than the certificate's",
      { APPLE_WALLET_TEAM_ID: 'ZZZZZ99999' },
      'APPLE_WALLET_TEAM_ID: ZZZZZ99999 is not the team of APPLE_WALLET_CERT (ABCDE12345)',
    ],
  ])('refuses %s', (_, change, message) => {
    const files: Record<string, string> = {
      encrypted: wallet.encryptedKeyPath,
      other: wallet.otherCertPath,
      ca: wallet.caPath,
    };
    const env = Object.fromEntries(
      Object.entries(change).map(([key, value]) => [key, files[value] ?? value]),
    );
    const text = refusal({ ...wallet.appleEnv, ...env });
    expect(text).toContain(message);
    expect(text.split('\n')).toHaveLength(2);
  });

  it.each([
    ['not JSON', 'not json', 'is not JSON'],
    ['without client_email', JSON.stringify({ private_key: 'x' }), 'has no client_email'],
    [
      'with a private_key that is no key',
      JSON.stringify({ client_email: 'a@b.example', private_key: 'nope' }),
      'is not a PEM RSA private key',
    ],
  ])('refuses a service account file %s', (_, content, message) => {
    const file = path.join(wallet.dir, `bad-${randomBytes(4).toString('hex')}.json`);
    writeFileSync(file, content);
    expect(refusal({ ...wallet.googleEnv, GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: file })).toContain(
      message,
    );
  });
});
