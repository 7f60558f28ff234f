/**
 * A process that logs as the server does (openProcessLog, exitOnCrash), hands `LINES` lines to
 * the asynchronous log and crashes in the same tick (tests/resilience/process-log.test.ts).
 * Env: LOG_FILE (default stdout), LINES.
 */
import { exitOnCrash, openProcessLog } from '#server/lib/logger';

const processLog = openProcessLog(
  { env: 'production', logLevel: 'info' },
  process.env.LOG_FILE ?? 1,
);
exitOnCrash(processLog);
processLog.log.info('started');
processLog.writeAsynchronously();
const lines = Number(process.env.LINES ?? 1_000);
for (let index = 0; index < lines; index += 1) processLog.log.info(`line ${index}`);
if (process.env.CRASH === 'rejection') void Promise.reject(new Error('nobody handled this'));
else throw new Error('something nobody expected');
