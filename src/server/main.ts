import path from 'node:path';
import { buildApp } from './app';
import { answerCommandRequest } from './cli/commands';
import { loadConfigOrExit } from './config/config';
import { connectRedis, createDeps, createMailTransport, standInWarnings } from './create-deps';
import { openDatabase } from './db/client';
import { listenOnCommandSocket } from './db/command-socket';
import { MigrationsBehindError, prepareSchema } from './db/migrate';
import { DataDirModeError, ownerOnlyUmask, restrictDataDir } from './db/owner-only-files';
import { exitOnCrash, openProcessLog } from './lib/logger';
import { seedDemoOwner } from './modules/accounts/seed-demo-owner';
import { startSubscriptionRefresher } from './modules/billing/refresh-due-subscriptions';
import { startRetentionJob } from './modules/retention/retention-job';
import { startDomainRecheckJob } from './modules/sso/public';
import { sealPlainWebhookSecrets } from './modules/webhook-delivery/public';

/** Reads config, opens and migrates the database, listens, and shuts down gracefully. */
async function main() {
  // Before anything is written: DATA_DIR is the owner's alone (decision 032).
  ownerOnlyUmask();
  const config = loadConfigOrExit();

  const processLog = openProcessLog(config);
  exitOnCrash(processLog);
  const { log } = processLog;
  try {
    const narrowed = restrictDataDir(config.dataDir);
    if (narrowed > 0) {
      log.warn(
        `DATA_DIR ${path.resolve(config.dataDir)} was readable or writable by other accounts: ${narrowed} files and folders made owner-only (chmod go-rwx)`,
      );
    }
  } catch (error) {
    if (!(error instanceof DataDirModeError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  for (const warning of standInWarnings(config)) log.warn(warning);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    poolSize: config.databasePoolSize,
    timeouts: config.databaseTimeouts,
  });
  try {
    const schema = await prepareSchema(database);
    if (schema === 'skipped') {
      log.info(
        "DATABASE_URL's role cannot change the schema: migrations skipped (they run with `npm run migrate`); the schema is current.",
      );
    }
  } catch (error) {
    if (error instanceof MigrationsBehindError) {
      console.error(error.message);
      await database.close();
      process.exit(1);
    }
    throw error;
  }
  const redis = await connectRedis(config, log);
  const transport = await createMailTransport(config, log);
  const deps = await createDeps(config, database, redis, log, transport);
  // PGlite: `npm run admin` asks this process, the only one that may open the folder, to make
  // backups and run its commands (decision 025).
  const commandSocket = database.pglite
    ? await listenOnCommandSocket(
        database.pglite,
        path.join(config.dataDir, 'pglite'),
        log,
        (req) => answerCommandRequest(deps, req),
      )
    : undefined;
  const app = await buildApp(deps, { loggerInstance: log, ...(redis ? { redis } : {}) });
  if (!deps.webRoot) {
    app.log.warn('dist/web/index.html not found: API only. Run `npm run build` for the web app.');
  }

  // The OCR threads load their model now rather than on the first scan; app.close() ends them.
  await deps.ocr.start().catch((error: unknown) => {
    log.error({ err: error }, 'OCR workers failed to start: card scans will fail');
  });

  const sealed = await sealPlainWebhookSecrets(deps.database.db, deps.cipher);
  if (sealed > 0) log.info(`${sealed} webhook signing secrets are now kept encrypted`);
  const demo = await seedDemoOwner(deps);
  await app.listen({ host: config.host, port: config.port });
  deps.jobs.start();
  const subscriptionRefresher = startSubscriptionRefresher(deps, app.log);
  const retentionJob = startRetentionJob(deps, app.log);
  const domainRecheckJob = startDomainRecheckJob(deps, app.log);
  app.log.info(
    `Catalyst Connect on ${config.appUrl} (database: ${database.kind === 'pglite' ? `PGlite in ${path.resolve(config.dataDir)}` : 'PostgreSQL'})`,
  );
  if (demo) {
    // Printed once, on the first start; delete DATA_DIR to start over.
    app.log.info(
      `Demo owner created. Log in with e-mail ${demo.email} and password ${demo.password}`,
    );
    app.log.info(
      `To open the operator console (/admin) as this owner, run: npm run admin -- grant-admin --email ${demo.email}`,
    );
  }
  // The start-up lines (stand-ins, the address, the demo login) are written; from here on the
  // log is written asynchronously, off the requests' way.
  processLog.writeAsynchronously();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests in flight, then stopping`);
    const force = setTimeout(() => {
      app.log.error('requests still in flight after 10 s: stopping anyway');
      processLog.flushSync();
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      subscriptionRefresher.stop();
      retentionJob.stop();
      domainRecheckJob.stop();
      // app.close() waits for every open connection. One a client keeps alive (a browser, a
      // load balancer) becomes idle once its request in flight is answered, and would hold the
      // exit until the client hangs up: close such connections as soon as they are idle.
      const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
      try {
        await app.close();
      } finally {
        clearInterval(closeIdle);
      }
      // Commands in flight finish here, while the mail worker and the database still run.
      await commandSocket?.close();
      await deps.jobs.stop();
      await transport.close();
      await redis?.quit();
      await database.close();
      app.log.info('stopped');
      await processLog.flush();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      processLog.flushSync();
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('Start-up failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
