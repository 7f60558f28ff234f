/**
 * A browser-test server: the server exactly as `npm run serve` starts it, on a DATA_DIR whose
 * PGlite database is a copy of the migrated template the Vitest suites share
 * (tests/support/test-database.ts). Several servers each running initdb and every migration at once
 * spent most of the suite's first minute; copying a folder takes a fraction of a second.
 *
 * HubSpot and Salesforce are configured against local stand-ins (tests/support/hubspot-stand-in.ts,
 * tests/support/crm/salesforce-stand-in.ts) started here, in the server's process, before the
 * server reads its configuration: their consent pages allow at once, so 'Connect HubSpot' comes
 * straight back connected (hubspot.spec.ts). Each listens on a free port of its own: each of
 * playwright.config.ts's servers starts its own.
 *
 * So does a name server (tests/support/dns-server.ts) at DNS_SERVERS' address, where the domains'
 * TXT records are read: the tests create them there from their own process (setTxtOver).
 */
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { startSalesforceStandIn } from '#tests/support/crm/salesforce-stand-in';
import { startDnsServer } from '#tests/support/dns-server';
import { startHubSpotStandIn } from '#tests/support/hubspot-stand-in';
import { migratedPgliteFolder } from '#tests/support/test-database';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is not set');
const pgliteDir = path.join(dataDir, 'pglite');
if (!existsSync(pgliteDir)) cpSync(await migratedPgliteFolder(), pgliteDir, { recursive: true });

const dnsServer = /^(.+):(\d+)$/.exec(process.env.DNS_SERVERS ?? '');
if (dnsServer) await startDnsServer({ address: dnsServer[1], port: Number(dnsServer[2]) });

const hubspot = await startHubSpotStandIn();
const salesforce = await startSalesforceStandIn();
Object.assign(process.env, {
  HUBSPOT_CLIENT_ID: hubspot.client.id,
  HUBSPOT_CLIENT_SECRET: hubspot.client.secret,
  HUBSPOT_API_BASE: hubspot.base,
  HUBSPOT_AUTHORIZE_URL: `${hubspot.base}/oauth/authorize`,
  SALESFORCE_CLIENT_ID: salesforce.client.id,
  SALESFORCE_CLIENT_SECRET: salesforce.client.secret,
  SALESFORCE_LOGIN_URL: salesforce.base,
  DATA_ENCRYPTION_KEY: 'test-data-encryption-key-0123456789-abcdef',
});
await import('#server/main');
