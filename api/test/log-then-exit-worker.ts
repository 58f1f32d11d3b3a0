// Child process of the logger test: logs on standard output across several turns of the event loop
// (lines of several UTF-8 widths, and one longer than a whole batch) and waits for the logger's flush,
// as server.ts does before exiting on SIGTERM; then logs once more and exits at once, as a process
// ended by process.exit does.
import { createLogger } from '../src/lib/logger';

const logger = createLogger();
const [turns, perTurn] = process.argv.slice(2).map(Number) as [number, number];
for (let turn = 0; turn < turns; turn += 1) {
  for (let line = 0; line < perTurn; line += 1) {
    logger.info('request', { turn, line, path: '/api/plans', plan: 'Pensión 🚗' });
  }
  if (turn === 1) logger.info('long', { text: 'é€'.repeat(60_000) });
  await new Promise((resolve) => setImmediate(resolve));
}
await logger.flush();
logger.info('last line', { token: 'never-written' });
process.exit(0);
