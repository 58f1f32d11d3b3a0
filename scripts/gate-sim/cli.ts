// `pnpm gate:sim`: a gate controller to try the garage's access feed with (README "Connecting the gate").
//   pnpm gate:sim --key gd_1_... [--api http://localhost:3000/api] [--webhook-port 4700 --webhook-secret whsec_...]
//                 [--control-port 4701] [--state-file data/gate-copy.json] [--json]
// Type `card 1234 in`, `plate ABC123 out`, `state` or `quit`; each decision is printed on one line.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import type { CredentialType, GateDirection } from '../../api/src/contract/gate-access';
import { type GateAnswer, GateController, type GateQuestion } from './gate-controller';
import { controlServer, webhookReceiver } from './gate-servers';
import { copyWriter, readSavedCopy } from './saved-copy';

const { values } = parseArgs({
  options: {
    api: { type: 'string', default: process.env.GATE_API_URL ?? 'http://localhost:3000/api' },
    key: { type: 'string', default: process.env.GATE_DEVICE_KEY },
    'webhook-port': { type: 'string', default: process.env.GATE_WEBHOOK_PORT },
    'webhook-secret': { type: 'string', default: process.env.GATE_WEBHOOK_SECRET },
    'control-port': { type: 'string', default: process.env.GATE_CONTROL_PORT },
    'state-file': { type: 'string', default: process.env.GATE_STATE_FILE },
    'poll-ms': { type: 'string', default: '1000' },
    json: { type: 'boolean', default: false },
  },
});

if (!values.key) {
  console.error(
    'Give the device key: --key gd_... (shown once when staff register the device), or GATE_DEVICE_KEY.',
  );
  process.exit(2);
}

const log = (line: string) => console.error(`[gate-sim] ${line}`);
const stateFile = values['state-file'];
const saved = stateFile
  ? await readSavedCopy(stateFile).catch((error: Error) => {
      console.error(`--state-file: ${error.message} (move it away to start from the full list).`);
      process.exit(2);
    })
  : null;
const controller = new GateController({
  api: values.api.replace(/\/$/, ''),
  key: values.key,
  log,
  saved,
  save: stateFile ? copyWriter(stateFile) : undefined,
});

function print(question: GateQuestion, answer: GateAnswer) {
  if (values.json) {
    console.log(JSON.stringify({ ...question, ...answer, at: new Date().toISOString() }));
    return;
  }
  const source =
    answer.source === 'api' ? 'api' : answer.source === 'offline' ? 'offline copy' : 'key refused';
  const pass = answer.pass_id === null ? '' : ` pass=${answer.pass_id}`;
  console.log(
    `${answer.decision.toUpperCase()} ${question.credential_type} ${answer.value} ${question.direction} ${answer.reason}${pass} (${source})`,
  );
}

await controller.sync();
const pollMs = Number(values['poll-ms']);
let syncing = false;
setInterval(async () => {
  if (syncing) return;
  syncing = true;
  await controller.sync();
  syncing = false;
}, pollMs);

if (values['webhook-port']) {
  if (!values['webhook-secret']) {
    console.error('--webhook-port needs --webhook-secret (whsec_..., shown with the key).');
    process.exit(2);
  }
  const port = Number(values['webhook-port']);
  webhookReceiver(controller, values['webhook-secret'], log).listen(port, () =>
    log(`webhooks on http://localhost:${port}/`),
  );
}
if (values['control-port']) {
  const port = Number(values['control-port']);
  controlServer(controller, print).listen(port, () =>
    log(`control on http://localhost:${port}/ (POST /decide)`),
  );
}
log(`running against ${values.api}: ${JSON.stringify(controller.state())}`);

// One command at a time, as one reader at one barrier: offline events are queued, and later sent, in
// the order the cars came.
let previous: Promise<void> = Promise.resolve();
const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  previous = previous.then(() => command(line));
});

async function command(line: string): Promise<void> {
  const [word, value, direction = 'in'] = line.trim().split(/\s+/);
  if (word === 'quit') process.exit(0);
  if (word === 'state') {
    log(JSON.stringify(controller.state()));
    return;
  }
  const types: Record<string, CredentialType> = { card: 'rfid', plate: 'licensePlate' };
  const type = word ? types[word] : undefined;
  if (!type || !value || (direction !== 'in' && direction !== 'out')) {
    if (line.trim()) log('Type: card <number> in|out, plate <plate> in|out, state, quit');
    return;
  }
  const question = { credential_type: type, value, direction: direction as GateDirection };
  print(question, await controller.decide(question));
}
