import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/config';
import { KNOWN_TEST_SECRETS, SECRET_SETTINGS } from '#server/config/known-test-secrets';
import { REPO_ROOT } from '../resilience/helpers/server-process';
import { SAFE_PRODUCTION_ENV } from '../support/production-env';

/** Where the repository writes test secrets: tests, benches, unit tests and tool configs. */
function filesToScan(): string[] {
  const found: string[] = ['playwright.config.ts', 'vitest.config.ts'];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(REPO_ROOT, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'results') walk(relative);
      } else if (/\.(ts|tsx|mjs|js)$/.test(entry.name)) {
        if (dir.startsWith('src') ? /\.test\.tsx?$/.test(entry.name) : true) found.push(relative);
      }
    }
  };
  for (const dir of ['tests', 'bench', 'src']) walk(dir);
  return found;
}

/**
 * `NAME: 'value'` or `NAME = 'value'` where NAME holds a secret: any name with "secret" in it,
 * and the password constants (DEMO_PASSWORD, OWNER_PASSWORD, demoPassword...). Plain `password:`
 * fields of request bodies are the owners' passwords of one test, not settings.
 */
const ASSIGNED_LITERAL = /\b([A-Za-z_$][\w$]*)\b['"]?\s*[:=]\s*(['"`])((?:(?!\2)[^\\$\n]){8,})\2/g;
const SECRET_NAME = /secret|Secret|SECRET|^[A-Z_]*PASSWORD$|^[a-z]+Password$/;

function writtenSecrets(): Array<{ value: string; where: string }> {
  const secrets: Array<{ value: string; where: string }> = [];
  for (const file of filesToScan()) {
    const text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
    for (const match of text.matchAll(ASSIGNED_LITERAL)) {
      const [, name = '', , value = ''] = match;
      if (SECRET_NAME.test(name)) secrets.push({ value, where: `${file}: ${name}` });
    }
  }
  return secrets;
}

describe('secrets written in the repository', () => {
  const secrets = writtenSecrets();

  it('are found by the scan (the scan itself works)', () => {
    const values = secrets.map((secret) => secret.value);
    expect(values).toContain('test-secret-test-secret-test-secret-0123456789');
    expect(values).toContain('e2e-secret-e2e-secret-e2e-secret-e2e-secret');
    expect(values).toContain('demo-password-e2e');
    expect(values).toContain('shopify-test-secret-0123456789');
  });

  it('are each listed as known, so production refuses them', () => {
    const missing = secrets.filter((secret) => !KNOWN_TEST_SECRETS.has(secret.value));
    expect(missing, 'add these to src/server/known-test-secrets.ts').toEqual([]);
  });

  it.each([...KNOWN_TEST_SECRETS])('%s is refused for every setting it could fill', (value) => {
    let fills = 0;
    for (const setting of SECRET_SETTINGS) {
      const env = { ...SAFE_PRODUCTION_ENV, [setting]: value };
      // A value the setting's own format refuses anyway (too short, no sk_ prefix) is no risk.
      try {
        loadConfig({ ...env, NODE_ENV: 'test' });
      } catch {
        continue;
      }
      fills += 1;
      expect(() => loadConfig(env)).toThrow(
        `\n  ${setting}: this value is published in the repository's tests or benches; generate a new one`,
      );
    }
    expect(fills).toBeGreaterThan(0);
  });
});
