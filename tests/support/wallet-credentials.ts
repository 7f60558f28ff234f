import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const TEST_PASS_TYPE_ID = 'pass.example.catalyst.test';
export const TEST_TEAM_ID = 'ABCDE12345';
export const TEST_KEY_PASSPHRASE = 'correct horse wallet';
export const TEST_GOOGLE_ISSUER_ID = '3388000000012345678';
export const TEST_GOOGLE_CLIENT_EMAIL = 'wallet@catalyst-test.iam.gserviceaccount.com';

/** Throwaway wallet credentials, made with the openssl CLI and Node's crypto, in a temp folder. */
export interface WalletTestCredentials {
  dir: string;
  /** The root that signed the WWDR stand-in (what `openssl smime -verify -CAfile` trusts). */
  caPath: string;
  wwdrPath: string;
  certPath: string;
  keyPath: string;
  /** The same key, encrypted with TEST_KEY_PASSPHRASE (PKCS#8, AES-256). */
  encryptedKeyPath: string;
  /** A second pass certificate from the same chain, whose key is not `keyPath`. */
  otherCertPath: string;
  serviceAccountPath: string;
  /** The public half of the service account key: what verifies Google's JWT. */
  googlePublicKey: KeyObject;
  /** Every wallet variable, both wallets configured. */
  env: Record<string, string>;
  appleEnv: Record<string, string>;
  googleEnv: Record<string, string>;
  remove(): void;
}

function openssl(cwd: string, ...args: string[]) {
  execFileSync('openssl', args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
}

/** A CA, an intermediate in the place of Apple's WWDR, a pass certificate under it, and a Google key. */
export function makeWalletCredentials(): WalletTestCredentials {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cc-wallet-'));
  const days = '2';
  writeFileSync(
    path.join(dir, 'ext.cnf'),
    [
      '[ca]',
      'basicConstraints = critical, CA:TRUE',
      'keyUsage = critical, keyCertSign, cRLSign',
      'subjectKeyIdentifier = hash',
      'authorityKeyIdentifier = keyid',
      '[signer]',
      'basicConstraints = critical, CA:FALSE',
      'keyUsage = critical, digitalSignature',
      'subjectKeyIdentifier = hash',
      'authorityKeyIdentifier = keyid',
      '',
    ].join('\n'),
  );
  const rsa = ['-newkey', 'rsa:2048', '-nodes'];
  openssl(
    dir,
    'req',
    '-x509',
    ...rsa,
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
    '-days',
    days,
    '-subj',
    '/CN=Catalyst Test Root CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  );
  const issue = (name: string, subject: string, issuer: string, section: string) => {
    openssl(
      dir,
      'req',
      '-new',
      ...rsa,
      '-keyout',
      `${name}.key`,
      '-out',
      `${name}.csr`,
      '-subj',
      subject,
    );
    openssl(
      dir,
      'x509',
      '-req',
      '-in',
      `${name}.csr`,
      '-CA',
      `${issuer}.pem`,
      '-CAkey',
      `${issuer}.key`,
      '-CAcreateserial',
      '-out',
      `${name}.pem`,
      '-days',
      days,
      '-extfile',
      'ext.cnf',
      '-extensions',
      section,
    );
  };
  issue('wwdr', '/CN=Catalyst Test WWDR Stand-in/OU=G4/O=Catalyst Test/C=US', 'ca', 'ca');
  const passSubject = `/UID=${TEST_PASS_TYPE_ID}/CN=Pass Type ID: ${TEST_PASS_TYPE_ID}/OU=${TEST_TEAM_ID}/O=Catalyst Test/C=US`;
  issue('signer', passSubject, 'wwdr', 'signer');
  issue('other', passSubject, 'wwdr', 'signer');
  openssl(
    dir,
    'pkey',
    '-in',
    'signer.key',
    '-aes256',
    '-passout',
    `pass:${TEST_KEY_PASSPHRASE}`,
    '-out',
    'signer-encrypted.key',
  );

  const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const serviceAccountPath = path.join(dir, 'service-account.json');
  writeFileSync(
    serviceAccountPath,
    JSON.stringify({
      type: 'service_account',
      project_id: 'catalyst-test',
      private_key_id: 'test',
      private_key: google.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      client_email: TEST_GOOGLE_CLIENT_EMAIL,
      client_id: '1',
    }),
  );

  const at = (name: string) => path.join(dir, name);
  const appleEnv = {
    APPLE_WALLET_PASS_TYPE_ID: TEST_PASS_TYPE_ID,
    APPLE_WALLET_TEAM_ID: TEST_TEAM_ID,
    APPLE_WALLET_CERT: at('signer.pem'),
    APPLE_WALLET_KEY: at('signer.key'),
    APPLE_WALLET_WWDR: at('wwdr.pem'),
  };
  const googleEnv = {
    GOOGLE_WALLET_ISSUER_ID: TEST_GOOGLE_ISSUER_ID,
    GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: serviceAccountPath,
  };
  return {
    dir,
    caPath: at('ca.pem'),
    wwdrPath: at('wwdr.pem'),
    certPath: at('signer.pem'),
    keyPath: at('signer.key'),
    encryptedKeyPath: at('signer-encrypted.key'),
    otherCertPath: at('other.pem'),
    serviceAccountPath,
    googlePublicKey: google.publicKey,
    env: { ...appleEnv, ...googleEnv },
    appleEnv,
    googleEnv,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
