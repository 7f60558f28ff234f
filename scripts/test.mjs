// `npm test`: every check and every test, in steps whose parts run side by side: the checks
// beside the build, then the Vitest suites beside the browser tests (which need the build),
// then the few suites that time a server's answers, alone. Each pair fills the two cores where
// either part alone left a fifth of them idle: Vitest waits on the processes and the PostgreSQL
// it starts, the browser tests on timers and pages (decision 077). Every line is printed as it
// comes, behind the name of the part that printed it; a failed part fails the run once the
// other parts of its step have finished.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** Each step's commands, by the name their lines are printed behind. */
const STEPS = [
  { check: 'npm run --silent check', build: 'npm run --silent build' },
  { vitest: 'vitest run --project isolated --project server', playwright: 'playwright test' },
  // The suites that time a server's answers (vitest.config.ts), with the machine to themselves.
  { 'vitest timed': 'vitest run --project timed' },
];

function run(name, command) {
  return new Promise((resolve) => {
    const started = Date.now();
    // npm puts node_modules/.bin on the PATH of `npm test`, and so of these.
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const label = `[${name}]`;
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        process.stdout.write(`${label} ${line}\n`);
      });
    }
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(
        `${label} ${code === 0 ? 'passed' : `failed (${code})`} in ${seconds} s\n`,
      );
      resolve(code === 0);
    });
  });
}

for (const step of STEPS) {
  const results = await Promise.all(
    Object.entries(step).map(([name, command]) => run(name, command)),
  );
  if (results.includes(false)) process.exit(1);
}
