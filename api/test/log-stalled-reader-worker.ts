// Child process of the logger test: logs far more than may wait for a reader while its parent reads
// nothing, says so on stderr, and once told on stdin that the parent reads again, waits until what
// was kept is written, logs one more line and exits after the logger's flush.
import { createLogger } from '../src/lib/logger';

const logger = createLogger();
const [turns, perTurn] = process.argv.slice(2).map(Number) as [number, number];
const pad = 'x'.repeat(200);
for (let turn = 0; turn < turns; turn += 1) {
  for (let line = 0; line < perTurn; line += 1) logger.info('request', { n: turn * perTurn + line, pad });
  await new Promise((resolve) => setImmediate(resolve));
}
process.stderr.write('logged\n');
process.stdin.once('data', async () => {
  await logger.flush();
  logger.info('after');
  await logger.flush();
  process.exit(0);
});
