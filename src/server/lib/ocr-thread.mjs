// One OCR worker thread: tesseract.js's own worker script, started at the lowest CPU priority.
// On Linux a nice value is a thread's own, so the event loop thread (and every other request)
// keeps its full share of the CPU while a card is read (decision 069). Plain JavaScript: a worker
// thread runs its file as Node finds it, whether or not the TypeScript loader is there.
import { createRequire } from 'node:module';
import os from 'node:os';

try {
  os.setPriority(19);
} catch {
  // Not allowed here (some containers): the thread runs at the process's priority.
}
createRequire(import.meta.url)('tesseract.js/src/worker-script/node/index.js');
