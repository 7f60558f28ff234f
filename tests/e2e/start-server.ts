/**
 * A browser-test server: the server exactly as `npm run serve` starts it, on a DATA_DIR whose
 * PGlite database is a copy of the migrated template the Vitest suites share
 * (tests/support/test-database.ts). Several servers each running initdb and every migration at once
 * spent most of the suite's first minute; copying a folder takes a fraction of a second.
 *
 * HubSpot is configured against a local stand-in (tests/support/hubspot-stand-in.ts) started
 * here, in the server's process, before the server reads its configuration: its consent page
 * allows at once, so 'Connect HubSpot' comes straight back connected (hubspot.spec.ts). It
 * listens on a free port of its own: each of playwright.config.ts's servers starts one.
 */
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { startHubSpotStandIn } from '#tests/support/hubspot-stand-in';
import { migratedPgliteFolder } from '#tests/support/test-database';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is not set');
const pgliteDir = path.join(dataDir, 'pglite');
if (!existsSync(pgliteDir)) {
  cpSync(await migratedPgliteFolder(), pgliteDir, { recursive: true });
  await verifyJourneyDomains(pgliteDir);
}

/**
 * Stands in for domain verification (the domains part's TXT lookup, not in this branch yet): a
 * team named 'SSO journey {label}' has the domain '{label}.example' verified the moment it is
 * created, so single-sign-on.spec.ts can set single sign-on up on it. Only that name matches.
 */
async function verifyJourneyDomains(dir: string) {
  const db = await PGlite.create(dir);
  await db.exec(`
    CREATE FUNCTION e2e_verify_journey_domain() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO team_domains (team_id, domain, txt_value, status, verified_at)
      VALUES (NEW.id, lower(substring(NEW.name FROM 13)) || '.example', 'e2e', 'verified', now());
      RETURN NEW;
    END $$;
    CREATE TRIGGER e2e_verify_journey_domain AFTER INSERT ON teams
      FOR EACH ROW WHEN (NEW.name LIKE 'SSO journey %') EXECUTE FUNCTION e2e_verify_journey_domain();
  `);
  await db.close();
}

const hubspot = await startHubSpotStandIn();
Object.assign(process.env, {
  HUBSPOT_CLIENT_ID: hubspot.client.id,
  HUBSPOT_CLIENT_SECRET: hubspot.client.secret,
  HUBSPOT_API_BASE: hubspot.base,
  HUBSPOT_AUTHORIZE_URL: `${hubspot.base}/oauth/authorize`,
  DATA_ENCRYPTION_KEY: 'test-data-encryption-key-0123456789-abcdef',
});
await import('#server/main');
