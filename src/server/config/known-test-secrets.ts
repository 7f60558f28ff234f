/**
 * Secrets written in this repository's tests, benches and Playwright config. They are public,
 * so production refuses each of them for every secret setting. tests/security/
 * known-secrets.test.ts scans those files and fails when one is missing here.
 */
export const KNOWN_TEST_SECRETS: ReadonlySet<string> = new Set([
  // JWT_SECRET
  'test-secret-test-secret-test-secret-0123456789',
  'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
  'bench-secret-bench-secret-bench-secret-0123',
  'unit-test-secret-unit-test-secret-123456',
  // SHOPIFY_WEBHOOK_SECRET
  'shopify-test-secret-0123456789',
  'e2e-shopify-webhook-secret',
  // STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET
  'sk_test_standin',
  'whsec_standin_secret',
  'whsec_other',
  // HUBSPOT_CLIENT_SECRET and DATA_ENCRYPTION_KEY of the HubSpot stand-in's tests
  'hubspot-client-secret',
  // the client secrets of the Salesforce, Dynamics and Pipedrive stand-ins (tests/support/crm/)
  'salesforce-client-secret',
  'dynamics-client-secret',
  'pipedrive-client-secret',
  'test-data-encryption-key-0123456789-abcdef',
  // the client secret of the OpenID provider stand-in (tests/support/oidc-provider.ts)
  'oidc-client-secret-0123456789',
  // DEMO_PASSWORD and the owners' passwords of the benches and resilience tests
  'demo-password-e2e',
  'bench-password-1',
  'correct horse battery',
  'accessible passwords 1',
  'a brand new passphrase',
  // the current passwords the e-mail and password change tests type
  'not my password',
  'my current password',
  'another long password',
  // a label, not a password: the field groups' test passes it under the key confirmPassword
  'Confirm your password',
]);

/** The settings that hold a secret; none may take a value from KNOWN_TEST_SECRETS. */
export const SECRET_SETTINGS = [
  'JWT_SECRET',
  'SHOPIFY_WEBHOOK_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'S3_SECRET_ACCESS_KEY',
  'DATA_ENCRYPTION_KEY',
  'HUBSPOT_CLIENT_SECRET',
  'SALESFORCE_CLIENT_SECRET',
  'DYNAMICS_CLIENT_SECRET',
  'PIPEDRIVE_CLIENT_SECRET',
  'DEMO_PASSWORD',
] as const;
