import { describe, expect, it } from 'vitest';
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
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) });
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
