import { z } from 'zod';

/** Apple Wallet is on when all of these are set (APPLE_WALLET_KEY_PASSPHRASE is optional). */
const APPLE_WALLET_VARIABLES = [
  'APPLE_WALLET_PASS_TYPE_ID',
  'APPLE_WALLET_TEAM_ID',
  'APPLE_WALLET_CERT',
  'APPLE_WALLET_KEY',
  'APPLE_WALLET_WWDR',
] as const;
const GOOGLE_WALLET_VARIABLES = [
  'GOOGLE_WALLET_ISSUER_ID',
  'GOOGLE_WALLET_SERVICE_ACCOUNT_FILE',
] as const;

/**
 * Wallet passes: which files hold the keys. loadConfig reads and checks them once the rest of
 * the configuration is known to be good (Config holds the credentials, not the paths).
 */
export const WalletSettings = z
  .object({
    // Apple Wallet (all but the passphrase together): the pass type, the team, and PEM file paths.
    APPLE_WALLET_PASS_TYPE_ID: z
      .string()
      .regex(
        /^pass(\.[A-Za-z0-9-]+)+$/,
        'must be a pass type identifier such as pass.com.example.card',
      )
      .optional(),
    APPLE_WALLET_TEAM_ID: z
      .string()
      .regex(/^[A-Z0-9]{10}$/, 'must be the 10-character Apple Developer team id')
      .optional(),
    APPLE_WALLET_CERT: z.string().optional(),
    APPLE_WALLET_KEY: z.string().optional(),
    APPLE_WALLET_KEY_PASSPHRASE: z.string().optional(),
    APPLE_WALLET_WWDR: z.string().optional(),
    // Google Wallet (both together): the issuer id and the service account's JSON key file.
    GOOGLE_WALLET_ISSUER_ID: z
      .string()
      .regex(/^\d+$/, 'must be the numeric issuer id of the Google Pay & Wallet Console')
      .optional(),
    GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: z.string().optional(),
  })
  .superRefine((env, context) => {
    for (const group of [APPLE_WALLET_VARIABLES, GOOGLE_WALLET_VARIABLES]) {
      const set = group.filter((key) => env[key] !== undefined);
      if (set.length === 0) continue;
      for (const key of group) {
        if (env[key] === undefined)
          context.addIssue({
            code: 'custom',
            path: [key],
            message: `is required with ${set.join(', ')} (set all of ${group.join(', ')}, or none)`,
          });
      }
    }
    if (env.APPLE_WALLET_KEY_PASSPHRASE !== undefined && env.APPLE_WALLET_KEY === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['APPLE_WALLET_KEY_PASSPHRASE'],
        message: 'is the passphrase of APPLE_WALLET_KEY, which is not set',
      });
    }
  })
  .transform((env) => ({
    walletFiles: {
      apple:
        env.APPLE_WALLET_PASS_TYPE_ID &&
        env.APPLE_WALLET_TEAM_ID &&
        env.APPLE_WALLET_CERT &&
        env.APPLE_WALLET_KEY &&
        env.APPLE_WALLET_WWDR
          ? {
              passTypeId: env.APPLE_WALLET_PASS_TYPE_ID,
              teamId: env.APPLE_WALLET_TEAM_ID,
              certPath: env.APPLE_WALLET_CERT,
              keyPath: env.APPLE_WALLET_KEY,
              keyPassphrase: env.APPLE_WALLET_KEY_PASSPHRASE,
              wwdrPath: env.APPLE_WALLET_WWDR,
            }
          : undefined,
      google:
        env.GOOGLE_WALLET_ISSUER_ID && env.GOOGLE_WALLET_SERVICE_ACCOUNT_FILE
          ? {
              issuerId: env.GOOGLE_WALLET_ISSUER_ID,
              serviceAccountFile: env.GOOGLE_WALLET_SERVICE_ACCOUNT_FILE,
            }
          : undefined,
    },
  }));
