import { loadConfigOrExit } from '../config/config';
import { runMigrations } from './run-migrations';

/** `npm run migrate` (see runMigrations). */
async function main() {
  const config = loadConfigOrExit();
  console.log(await runMigrations(config));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
