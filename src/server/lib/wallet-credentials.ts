import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * Reading and checking the wallet credentials at start-up (config.ts), so a wrong path, a
 * wrong passphrase or a key that belongs to another certificate stops the server with one clear
 * line each instead of failing the first owner who taps "Add to Apple Wallet".
 */

/** Apple Wallet signing material, as PEM text. */
export interface AppleWalletCredentials {
  passTypeId: string;
  teamId: string;
  /** Apple's WWDR intermediate certificate. */
  wwdr: string;
  /** The Pass Type ID certificate. */
  signerCert: string;
  /** Its RSA private key, decrypted at start-up (PKCS#1): no passphrase is needed later. */
  signerKey: string;
}

/** The Google Wallet issuer and its service account key (from the JSON key file). */
export interface GoogleWalletCredentials {
  issuerId: string;
  clientEmail: string;
  /** The service account's RSA private key, PEM. */
  privateKey: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; problems: string[] };

/** The file's bytes, or a problem line naming the variable, the path and the reason. */
function readSetting(variable: string, path: string, problems: string[]): Buffer | null {
  try {
    return readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    problems.push(`${variable}: cannot read ${path} (${code})`);
    return null;
  }
}

function certificate(
  variable: string,
  path: string,
  bytes: Buffer | null,
  problems: string[],
): X509Certificate | null {
  if (!bytes) return null;
  try {
    return new X509Certificate(bytes);
  } catch {
    problems.push(`${variable}: ${path} is not a PEM (or DER) certificate`);
    return null;
  }
}

/** The value of one attribute (`UID`, `OU`) of a certificate's subject, if it has one. */
function subjectAttribute(cert: X509Certificate, name: string): string | undefined {
  for (const line of cert.subject.split('\n')) {
    const [key, ...rest] = line.split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

function rsaPrivateKey(
  variable: string,
  path: string,
  bytes: Buffer,
  passphrase: string | undefined,
  problems: string[],
): KeyObject | null {
  let key: KeyObject;
  try {
    key = createPrivateKey({ key: bytes, format: 'pem', passphrase });
  } catch {
    // PKCS#8 says "ENCRYPTED PRIVATE KEY", the traditional form "Proc-Type: 4,ENCRYPTED".
    if (passphrase === undefined && bytes.toString('latin1').includes('ENCRYPTED')) {
      problems.push(`${variable}: ${path} is encrypted; set APPLE_WALLET_KEY_PASSPHRASE`);
    } else if (passphrase !== undefined) {
      problems.push(
        `${variable}: ${path} cannot be read with APPLE_WALLET_KEY_PASSPHRASE (wrong passphrase, or not a PEM private key)`,
      );
    } else {
      problems.push(`${variable}: ${path} is not a PEM private key`);
    }
    return null;
  }
  if (key.asymmetricKeyType !== 'rsa') {
    problems.push(`${variable}: ${path} must be an RSA private key, not ${key.asymmetricKeyType}`);
    return null;
  }
  return key;
}

export interface AppleWalletFiles {
  passTypeId: string;
  teamId: string;
  certPath: string;
  keyPath: string;
  keyPassphrase: string | undefined;
  wwdrPath: string;
}

/** Reads APPLE_WALLET_CERT, _KEY and _WWDR and checks that they sign passes of that type. */
export function readAppleWalletCredentials(
  files: AppleWalletFiles,
): Checked<AppleWalletCredentials> {
  const problems: string[] = [];
  const certBytes = readSetting('APPLE_WALLET_CERT', files.certPath, problems);
  const keyBytes = readSetting('APPLE_WALLET_KEY', files.keyPath, problems);
  const wwdrBytes = readSetting('APPLE_WALLET_WWDR', files.wwdrPath, problems);
  const cert = certificate('APPLE_WALLET_CERT', files.certPath, certBytes, problems);
  const wwdr = certificate('APPLE_WALLET_WWDR', files.wwdrPath, wwdrBytes, problems);
  const key = keyBytes
    ? rsaPrivateKey('APPLE_WALLET_KEY', files.keyPath, keyBytes, files.keyPassphrase, problems)
    : null;
  if (cert && key && !cert.checkPrivateKey(key)) {
    problems.push(`APPLE_WALLET_KEY: ${files.keyPath} is not the key of APPLE_WALLET_CERT`);
  }
  if (cert && wwdr && !(cert.checkIssued(wwdr) && cert.verify(wwdr.publicKey))) {
    problems.push(
      `APPLE_WALLET_WWDR: ${files.wwdrPath} did not issue APPLE_WALLET_CERT (use the Apple WWDR intermediate that signed it)`,
    );
  }
  // Apple's pass certificates name their pass type (UID) and team (OU); Wallet refuses a pass
  // whose pass.json says otherwise.
  const uid = cert && subjectAttribute(cert, 'UID');
  if (uid && uid !== files.passTypeId) {
    problems.push(
      `APPLE_WALLET_PASS_TYPE_ID: ${files.passTypeId} is not the pass type of APPLE_WALLET_CERT (${uid})`,
    );
  }
  const team = cert && subjectAttribute(cert, 'OU');
  if (uid && team && team !== files.teamId) {
    problems.push(
      `APPLE_WALLET_TEAM_ID: ${files.teamId} is not the team of APPLE_WALLET_CERT (${team})`,
    );
  }
  if (problems.length > 0 || !cert || !wwdr || !key) return { ok: false, problems };
  return {
    ok: true,
    value: {
      passTypeId: files.passTypeId,
      teamId: files.teamId,
      wwdr: wwdr.toString(),
      signerCert: cert.toString(),
      signerKey: key.export({ type: 'pkcs1', format: 'pem' }).toString(),
    },
  };
}

/** Reads GOOGLE_WALLET_SERVICE_ACCOUNT_FILE, the JSON key file Google Cloud gives a service account. */
export function readGoogleWalletCredentials(
  issuerId: string,
  path: string,
): Checked<GoogleWalletCredentials> {
  const variable = 'GOOGLE_WALLET_SERVICE_ACCOUNT_FILE';
  const problems: string[] = [];
  const bytes = readSetting(variable, path, problems);
  if (!bytes) return { ok: false, problems };
  let file: unknown;
  try {
    file = JSON.parse(bytes.toString('utf8'));
  } catch {
    return { ok: false, problems: [`${variable}: ${path} is not JSON`] };
  }
  const { client_email: clientEmail, private_key: privateKey } =
    typeof file === 'object' && file !== null ? (file as Record<string, unknown>) : {};
  if (typeof clientEmail !== 'string' || !clientEmail.includes('@')) {
    problems.push(`${variable}: ${path} has no client_email (is it a service account key?)`);
  }
  if (typeof privateKey !== 'string') {
    problems.push(`${variable}: ${path} has no private_key (is it a service account key?)`);
  } else {
    try {
      if (createPrivateKey(privateKey).asymmetricKeyType !== 'rsa') throw new Error('not RSA');
    } catch {
      problems.push(`${variable}: the private_key of ${path} is not a PEM RSA private key`);
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    value: { issuerId, clientEmail: clientEmail as string, privateKey: privateKey as string },
  };
}
