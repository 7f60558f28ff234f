import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SAFE_PRODUCTION_ENV } from '#tests/support/production-env';
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

  it('accepts what `openssl rand -base64 48` and `-hex 32` give', () => {
    for (let run = 0; run < 20; run += 1) {
      for (const secret of [randomBytes(48).toString('base64'), randomBytes(32).toString('hex')]) {
        expect(loadConfig({ ...SAFE_PRODUCTION, JWT_SECRET: secret }).jwtSecret).toBe(secret);
      }
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
