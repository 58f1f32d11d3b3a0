import { afterEach, describe, expect, it } from 'vitest';
import { type Supervisor, supervise } from './supervise';

// A stand-in API on a free port, which it prints: answers every request with its own pid.
const server = `const s = require('node:http').createServer((_, res) => res.end(String(process.pid)));
s.listen(0, '127.0.0.1', () => console.log(s.address().port));`;
let supervisor: Supervisor | undefined;
afterEach(async () => supervisor?.stop());

async function answer(port: number): Promise<string | null> {
  try {
    return await (await fetch(`http://127.0.0.1:${port}/`)).text();
  } catch {
    return null;
  }
}

const ports = new WeakMap<object, Promise<number>>();

/** The current child's port (its first line of output) and its answer. */
async function waitForAnswer(notFrom?: string): Promise<{ port: number; pid: string }> {
  for (let i = 0; i < 200; i++) {
    const child = supervisor?.current();
    if (child?.stdout && !child.killed) {
      const stdout = child.stdout;
      let portPromise = ports.get(child);
      if (!portPromise) {
        portPromise = new Promise<number>((resolve) =>
          stdout.once('data', (data) => resolve(Number(String(data).trim()))),
        );
        ports.set(child, portPromise);
      }
      const port = await portPromise;
      const pid = await answer(port);
      if (pid && pid !== notFrom) return { port, pid };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the supervised server never answered');
}

describe('supervise', () => {
  it('restarts the child after it is killed, and stops for good when asked', async () => {
    const logs: string[] = [];
    supervisor = supervise({
      command: process.execPath,
      args: ['-e', server],
      spawnOptions: { stdio: ['ignore', 'pipe', 'ignore'] },
      backoffMs: { first: 50, max: 200 },
      log: (message) => logs.push(message),
    });
    const first = await waitForAnswer();
    supervisor.current()?.kill('SIGKILL');
    const second = await waitForAnswer(first.pid);
    expect(second.pid).not.toBe(first.pid);
    expect(logs.join('\n')).toMatch(/API exited \(SIGKILL\); restarting/);

    await supervisor.stop();
    expect(await answer(second.port)).toBeNull();
  });

  it('gives up on an exit status a restart cannot cure (a refused configuration), saying nothing more', async () => {
    const logs: string[] = [];
    let spawned = 0;
    const gaveUp = new Promise<number>((resolve) => {
      supervisor = supervise({
        command: process.execPath,
        args: ['-e', 'process.exit(78)'],
        spawnOptions: { stdio: 'ignore' },
        backoffMs: { first: 20, max: 20 },
        log: (message) => logs.push(message),
        giveUpOn: [78],
        onGiveUp: resolve,
      });
      spawned += 1;
    });
    expect(await gaveUp).toBe(78);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(spawned).toBe(1);
    expect(supervisor?.current()).toBeNull();
    expect(logs).toEqual([]);
  });
});
