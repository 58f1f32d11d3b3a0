import { afterEach, describe, expect, it } from 'vitest';
import { twoProcessDatabases } from '../../test/two-processes';
import { createScheduler } from '../lib/scheduler';
import { jobLeases, leaseHolder, releaseJobLeases } from './job-leases';

const opened: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of opened.splice(0)) await close();
});

async function twoProcesses() {
  const pair = await twoProcessDatabases();
  opened.push(pair.close);
  return pair.databases;
}

describe('job leases', () => {
  it('lets one holder run a job, renews it for that holder, and hands it over only once it lapses', async () => {
    const [a, b] = await twoProcesses();
    let now = Date.parse('2026-11-29T05:00:00Z');
    const clock = () => now;
    const claimA = jobLeases(a, { holder: 'a', leaseMs: 60_000, now: clock });
    const claimB = jobLeases(b, { holder: 'b', leaseMs: 60_000, now: clock });
    expect(await claimA('reminders')).toBe(true);
    expect(await claimB('reminders')).toBe(false);
    // Another job is free.
    expect(await claimB('waitlist')).toBe(true);
    now += 30_000;
    expect(await claimB('reminders')).toBe(false);
    expect(await claimA('reminders')).toBe(true); // renewed until 05:01:30
    now += 59_000;
    expect(await claimB('reminders')).toBe(false);
    now += 1_000;
    // The holder stopped renewing (it died): the lease lapsed and the other process takes over.
    expect(await claimB('reminders')).toBe(true);
    expect(await claimA('reminders')).toBe(false);
  });

  it("hands a stopping process's jobs over at once", async () => {
    const [a, b] = await twoProcesses();
    const claimA = jobLeases(a, { holder: 'a', leaseMs: 60_000 });
    const claimB = jobLeases(b, { holder: 'b', leaseMs: 60_000 });
    expect(await claimA('waitlist')).toBe(true);
    expect(await claimB('waitlist')).toBe(false);
    await releaseJobLeases(a, 'a');
    expect(await claimB('waitlist')).toBe(true);
  });

  it('runs each job once per tick between two schedulers on one database', async () => {
    const [a, b] = await twoProcesses();
    const runs: string[] = [];
    const jobs = (who: string) => [
      { name: 'renewal reminders', run: async () => runs.push(`${who}: reminders`) },
      { name: 'waitlist', run: async () => runs.push(`${who}: waitlist`) },
    ];
    const schedulers = [a, b].map((db, n) =>
      createScheduler({
        intervalMs: 60_000,
        jobs: jobs(n === 0 ? 'a' : 'b'),
        claim: jobLeases(db, { holder: leaseHolder(), leaseMs: 60_000 }),
      }),
    );
    await Promise.all(schedulers.map((scheduler) => scheduler.runOnce()));
    await Promise.all(schedulers.map((scheduler) => scheduler.runOnce()));
    expect(runs.filter((run) => run.endsWith('reminders'))).toHaveLength(2);
    expect(runs.filter((run) => run.endsWith('waitlist'))).toHaveLength(2);
    // Each tick ran in the process holding the lease: the same one both times.
    expect(new Set(runs.filter((run) => run.endsWith('reminders')).map((run) => run[0])).size).toBe(1);
  });
});
