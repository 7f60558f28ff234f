import { ConfigError, loadConfig, type Config } from '../config';
import { runMigrations } from './run-migrations';

/** `npm run migrate` (see runMigrations). */
async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  console.log(await runMigrations(config));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
