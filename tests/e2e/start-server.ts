/**
 * A browser-test server: the server exactly as `npm run serve` starts it (the compiled file; see
 * tests/support/server-command.ts), on a DATA_DIR whose PGlite database is a copy of the
 * migrated template the Vitest suites share (tests/support/test-database.ts). Several servers
 * each running initdb and every migration at once spent most of the suite's first minute;
 * copying a folder takes a fraction of a second.
 *
 * Every CRM is configured against a local stand-in of its API started here, in the server's
 * process, before the server reads its configuration (tests/support/hubspot-stand-in.ts and
 * tests/support/crm/): their consent pages allow at once, so 'Connect HubSpot' comes straight
 * back connected. Each listens on a free port of its own (each of playwright.config.ts's servers
 * starts its own), but for Dynamics 365: Microsoft's login and one Dataverse environment on one
 * server at this server's port + E2E.dynamicsPortOffset (playwright.config.ts), whose
 * http://127.0.0.1 address is the environment URL a test types (DYNAMICS_ENVIRONMENT_DOMAINS lets
 * 127.0.0.1 through outside production). Pipedrive's and Salesforce's token answers name the
 * stand-in as the account's API (`api_domain`, `instance_url`).
 *
 * So does a name server (tests/support/dns-server.ts) at DNS_SERVERS' address, where the domains'
 * TXT records are read: the tests create them there from their own process (setTxtOver).
 */
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startDynamicsStandIn } from '#tests/support/crm/dynamics-stand-in';
import { startPipedriveStandIn } from '#tests/support/crm/pipedrive-stand-in';
import { startSalesforceStandIn } from '#tests/support/crm/salesforce-stand-in';
import { startDnsServer } from '#tests/support/dns-server';
import { startHubSpotStandIn } from '#tests/support/hubspot-stand-in';
import { compiledEntry } from '#tests/support/server-command';
import { migratedPgliteFolder } from '#tests/support/test-database';

/** E2E.dynamicsPortOffset of playwright.config.ts (not imported: it loads Playwright). */
const DYNAMICS_PORT_OFFSET = 2000;

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is not set');
const pgliteDir = path.join(dataDir, 'pglite');
if (!existsSync(pgliteDir)) cpSync(await migratedPgliteFolder(), pgliteDir, { recursive: true });

const dnsServer = /^(.+):(\d+)$/.exec(process.env.DNS_SERVERS ?? '');
if (dnsServer) await startDnsServer({ address: dnsServer[1], port: Number(dnsServer[2]) });

const hubspot = await startHubSpotStandIn();
const pipedrive = await startPipedriveStandIn();
const salesforce = await startSalesforceStandIn();
Object.assign(process.env, {
  HUBSPOT_CLIENT_ID: hubspot.client.id,
  HUBSPOT_CLIENT_SECRET: hubspot.client.secret,
  HUBSPOT_API_BASE: hubspot.base,
  HUBSPOT_AUTHORIZE_URL: `${hubspot.base}/oauth/authorize`,
  PIPEDRIVE_CLIENT_ID: pipedrive.client.id,
  PIPEDRIVE_CLIENT_SECRET: pipedrive.client.secret,
  PIPEDRIVE_OAUTH_URL: pipedrive.base,
  SALESFORCE_CLIENT_ID: salesforce.client.id,
  SALESFORCE_CLIENT_SECRET: salesforce.client.secret,
  SALESFORCE_LOGIN_URL: salesforce.base,
  DATA_ENCRYPTION_KEY: 'test-data-encryption-key-0123456789-abcdef',
  // A journey waits a second, not five, for its lead to reach the CRM.
  CRM_BATCH_WINDOW_SECONDS: '1',
});
const dynamics = await startDynamicsStandIn(undefined, {
  port: Number(process.env.PORT) + DYNAMICS_PORT_OFFSET,
});
Object.assign(process.env, {
  DYNAMICS_CLIENT_ID: dynamics.client.id,
  DYNAMICS_CLIENT_SECRET: dynamics.client.secret,
  MICROSOFT_LOGIN_URL: dynamics.base,
  DYNAMICS_ENVIRONMENT_DOMAINS: '127.0.0.1',
});
// The server as `npm run serve` runs it: the compiled file when `npm run build` made it from the
// sources as they are, else the source itself (tests/support/server-command.ts).
const compiled = compiledEntry('main');
await import(compiled ? pathToFileURL(compiled).href : '#server/main');
