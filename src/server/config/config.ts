import { z } from 'zod';
import {
  readAppleWalletCredentials,
  readGoogleWalletCredentials,
  type AppleWalletCredentials,
  type GoogleWalletCredentials,
} from '#server/lib/wallet-credentials';
import { CrmSettings } from './crm';
import { DatabaseSettings } from './database';
import { DemoSettings } from './demo';
import { DnsSettings } from './dns';
import { readEnv } from './env';
import { HttpSettings } from './http';
import { MailSettings } from './mail';
import { OcrSettings } from './ocr';
import { PaymentSettings } from './payments';
import { ProcessSettings } from './process';
import { productionProblems } from './production-safety';
import { RedisSettings } from './redis';
import { SessionSettings } from './sessions';
import { ShopSettings } from './shop';
import { StorageSettings } from './storage';
import { VisitorSettings } from './visitors';
import { WalletSettings } from './wallet';

const CONCERNS = [
  ProcessSettings,
  HttpSettings,
  DatabaseSettings,
  SessionSettings,
  RedisSettings,
  MailSettings,
  PaymentSettings,
  StorageSettings,
  ShopSettings,
  CrmSettings,
  VisitorSettings,
  DemoSettings,
  WalletSettings,
  DnsSettings,
  OcrSettings,
] as const;

/** Every concern, parsed from the same environment; their parts make up Config. */
const Settings = ProcessSettings.and(HttpSettings)
  .and(DatabaseSettings)
  .and(SessionSettings)
  .and(RedisSettings)
  .and(MailSettings)
  .and(PaymentSettings)
  .and(StorageSettings)
  .and(ShopSettings)
  .and(CrmSettings)
  .and(VisitorSettings)
  .and(DemoSettings)
  .and(WalletSettings)
  .and(DnsSettings)
  .and(OcrSettings);

/**
 * Every concern's variables and rules as one object, which is what reports the problems: a rule
 * that relates two variables is checked only when no value anywhere is of the wrong type, so a
 * start-up with a wrong number or option names that, not what follows from it.
 */
const Variables = z
  .object(Object.assign({}, ...CONCERNS.map((concern) => concern.in.shape)))
  .check(
    ...CONCERNS.flatMap(
      (concern) =>
        (concern.in._zod.def.checks ?? []) as z.core.$ZodCheck<Record<string, unknown>>[],
    ),
  );

type WalletFiles = z.infer<typeof WalletSettings>['walletFiles'];

export type Config = Omit<z.infer<typeof Settings>, 'walletFiles'> & {
  /** Set: owners can add their card to Apple Wallet (read and checked at start-up). */
  appleWallet: AppleWalletCredentials | undefined;
  /** Set: owners can save their card to Google Wallet. */
  googleWallet: GoogleWalletCredentials | undefined;
};

export class ConfigError extends Error {}

/** Parses the environment; a wrong value stops start-up with one clear line per problem. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = readEnv(source);
  const checked = Variables.safeParse(env);
  if (!checked.success) {
    const lines = checked.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const problems = productionProblems(env);
  if (problems.length > 0) {
    const lines = problems.map((problem) => `  ${problem}`);
    throw new ConfigError(`Unsafe configuration for production:\n${lines.join('\n')}`);
  }
  // The same variables and rules as Variables, which just passed: this only maps them.
  const { walletFiles, ...settings } = Settings.parse(env);
  return { ...settings, ...loadWalletCredentials(walletFiles) };
}

/** Reads the wallet key files the environment names; any problem stops start-up, one line each. */
function loadWalletCredentials(files: WalletFiles): Pick<Config, 'appleWallet' | 'googleWallet'> {
  const problems: string[] = [];
  let appleWallet: AppleWalletCredentials | undefined;
  let googleWallet: GoogleWalletCredentials | undefined;
  if (files.apple) {
    const apple = readAppleWalletCredentials(files.apple);
    if (apple.ok) appleWallet = apple.value;
    else problems.push(...apple.problems);
  }
  if (files.google) {
    const google = readGoogleWalletCredentials(
      files.google.issuerId,
      files.google.serviceAccountFile,
    );
    if (google.ok) googleWallet = google.value;
    else problems.push(...google.problems);
  }
  if (problems.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`,
    );
  }
  return { appleWallet, googleWallet };
}

/**
 * The configuration of a command-line entry point (the server, `npm run migrate`): a wrong
 * setting prints its one-line message and exits 1 instead of a stack trace.
 */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
