// What the main thread runs before a page is usable: one Lighthouse run (the bench's mobile profile) on a
// running app, then Lighthouse's simulated long tasks, marked where TBT counts them, and each observed
// task longer than 50 ms once the profile's 4x CPU slowdown is applied, with the scripts and calls that
// fill it. Usage, against `pnpm start`:
// `pnpm exec tsx bench/long-tasks.ts http://localhost:3000/ [cookie]` (the value of an admin's `garage_staff`
// session cookie signs the page in as that admin).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../tooling/chromium';
import { giveBrowserSession } from './staff-session';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

const slowdown = 4;
const [url, cookie] = process.argv.slice(2);
if (!url) throw new Error('usage: tsx bench/long-tasks.ts <url> [staff session cookie]');

const userDataDir = mkdtempSync(path.join(tmpdir(), 'garage-long-tasks-'));
const context = await chromium.launchPersistentContext(userDataDir, {
  ...chromiumLaunchOptions,
  args: [...chromiumLaunchOptions.args, '--remote-debugging-port=0'],
});
try {
  await giveBrowserSession(
    context,
    new URL(url).origin,
    cookie ? { cookie, username: 'admin', role: 'admin' } : null,
  );
  const port = Number(readFileSync(path.join(userDataDir, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error('no Lighthouse result');
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(
      `Lighthouse could not measure the page: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    );
  const events = (result.artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } }).Trace.traceEvents;
  const mainThreads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busiest = mainThreads
    .map((t) => ({
      t,
      busy: events
        .filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask')
        .reduce((sum, e) => sum + (e.dur ?? 0), 0),
    }))
    .sort((a, b) => b.busy - a.busy)[0]?.t;
  if (!busiest) throw new Error('no main thread in the trace');
  const own = events
    .filter((e) => e.pid === busiest.pid && e.tid === busiest.tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const navigation = events.find((e) => e.name === 'navigationStart')?.ts ?? own[0]?.ts ?? 0;
  const tasks = own.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) * slowdown > 50_000);
  const short = (u = '') => u.split('/').pop()?.slice(0, 40) || '(page)';
  console.log(
    `${url}: performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, TBT ${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0)} ms, load ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  // What TBT counts: Lighthouse's own simulated timeline, where only tasks between first contentful
  // paint and interactive block. A task before FCP (the HTML's parse, say) costs FCP, not TBT.
  const simulated = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
  const fcp = simulated('first-contentful-paint');
  const tti = simulated('interactive');
  const simulatedTasks = (
    (lhr.audits['long-tasks']?.details as { items?: { url: string; startTime: number; duration: number }[] })
      ?.items ?? []
  ).sort((a, b) => a.startTime - b.startTime);
  console.log(
    `Simulated: FCP ${fcp} ms, LCP ${simulated('largest-contentful-paint')} ms, interactive ${tti} ms.`,
  );
  console.log('Simulated long tasks (start, duration, script; * = in the TBT window, counts duration - 50):');
  for (const task of simulatedTasks) {
    const counts = task.startTime + task.duration > fcp && task.startTime < tti;
    console.log(
      `  ${counts ? '*' : ' '} ${Math.round(task.startTime)} ms  ${Math.round(task.duration)} ms  ${short(task.url)}`,
    );
  }
  console.log(
    `Observed: ${tasks.length} tasks over 50 ms at ${slowdown}x (start, duration at ${slowdown}x, what fills it):`,
  );
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = own.filter(
      (e) =>
        e !== task &&
        e.ts >= task.ts &&
        e.ts < end &&
        (e.dur ?? 0) * slowdown > 8_000 &&
        /EvaluateScript|FunctionCall|v8.compile|ParseHTML|Layout|UpdateLayoutTree|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks|v8.evaluateModule|GC/.test(
          e.name,
        ),
    );
    const parts = inside
      .slice(0, 6)
      .map(
        (e) =>
          `${e.name}${e.args?.data?.url ? ` ${short(e.args.data.url)}` : ''}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''} ${Math.round(((e.dur ?? 0) * slowdown) / 1000)}`,
      );
    console.log(
      `  ${Math.round((task.ts - navigation) / 1000)} ms  ${Math.round(((task.dur ?? 0) * slowdown) / 1000)} ms  ${parts.join(' | ')}`,
    );
  }
} finally {
  await context.close();
  rmSync(userDataDir, { recursive: true, force: true });
}
