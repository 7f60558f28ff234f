// `npm run check`: the typecheck, lint, folder graph and format check side by side (each is
// mostly one thread, the machine has two cores), each one's output printed whole when it ends,
// and a failure of any of them fails the check. Sequentially they took about 52 s.
import { spawn } from 'node:child_process';

const CHECKS = ['typecheck', 'lint', 'check:folders', 'format:check'];

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `\n> ${script}: ${code === 0 ? 'ok' : `failed (${code})`}, ${seconds} s\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(CHECKS.map(run));
if (results.includes(false)) process.exit(1);
