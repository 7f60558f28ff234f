import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Random } from './runtime';

/**
 * The JWT signing secret. JWT_SECRET wins (and is required in production, where every process
 * must share it). The embedded default generates one on first start and keeps it in DATA_DIR,
 * so sessions survive a restart without any setup.
 */
export function resolveJwtSecret(
  config: { jwtSecret: string | undefined; dataDir: string },
  random: Random,
): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.resolve(config.dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = random.bytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
