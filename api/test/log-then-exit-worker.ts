// Child process of the logger test: logs on standard output across several turns of the event loop,
// then logs once more and exits at once, as server.ts does on SIGTERM.
import { createLogger } from '../src/lib/logger';

const logger = createLogger();
const [turns, perTurn] = process.argv.slice(2).map(Number) as [number, number];
for (let turn = 0; turn < turns; turn += 1) {
  for (let line = 0; line < perTurn; line += 1) logger.info('request', { turn, line, path: '/api/plans' });
  await new Promise((resolve) => setImmediate(resolve));
}
logger.info('last line', { token: 'never-written' });
process.exit(0);
