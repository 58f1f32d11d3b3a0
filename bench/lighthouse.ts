// Lighthouse on the entry pages, default mobile profile (simulated slow 4G, 4x CPU), median of a few
// cold runs each: the targets of docs/decisions/lighthouse-bench.md. Needs the app served as
// `pnpm start` serves it (bench/run.ts does that). Each run's JSON report is kept for profiling
// (`bootup-time`, `mainthread-work-breakdown`, `unused-javascript`).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium } from '@playwright/test';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumLaunchOptions } from '../tooling/chromium';
import { type BenchStaffSession, giveBrowserSession } from './staff-session';

interface LighthousePage {
  path: string;
  /** Signed in as staff before the run (Lighthouse keeps cookies and local storage between runs). */
  signedIn: boolean;
  /** Where the run must end: a signed-in page that lands on /login measured the wrong screen. */
  finalPath: string;
  /** A heading the final screen shows, checked in the same browser after the runs. */
  heading: RegExp;
}

export const lighthousePages: LighthousePage[] = [
  { path: '/', signedIn: false, finalPath: '/', heading: /monthly/i },
  { path: '/payments', signedIn: false, finalPath: '/payments', heading: /payments|pagos/i },
  { path: '/admin', signedIn: false, finalPath: '/login', heading: /staff login|acceso para personal/i },
  { path: '/admin/customers', signedIn: true, finalPath: '/admin/customers', heading: /customers|clientes/i },
];

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const metrics = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const;

export interface LighthouseRow {
  path: string;
  runs: number;
  scores: Record<(typeof categories)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Each run's performance score, to show the spread. */
  performanceRuns: number[];
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function checkFinalScreen(context: BrowserContext, baseUrl: string, target: LighthousePage) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}${target.path}`);
  await page.getByRole('heading', { name: target.heading }).first().waitFor({ timeout: 30_000 });
  const finalPath = new URL(page.url()).pathname;
  await page.close();
  if (finalPath !== target.finalPath) {
    throw new Error(`${target.path} ended on ${finalPath}, expected ${target.finalPath}`);
  }
}

/** One Lighthouse run; a run whose trace broke (NO_NAVSTART and the like, on a loaded machine) is redone. */
async function runLighthouse(url: string, port: number, attempts = 3): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    const error = result ? result.lhr.runtimeError : { message: 'no result' };
    if (result && !error) return result.lhr;
    if (attempt >= attempts) throw new Error(`${url}: ${error?.message}`);
    console.error(`Lighthouse on ${url} failed (${error?.message}); running it again`);
  }
}

export async function measureLighthouse(
  baseUrl: string,
  admin: BenchStaffSession,
  options: { runs?: number; pages?: string[]; reportDir?: string } = {},
): Promise<LighthouseRow[]> {
  const runs = options.runs ?? 3;
  const reportDir = options.reportDir ?? mkdtempSync(path.join(tmpdir(), 'garage-lighthouse-'));
  mkdirSync(reportDir, { recursive: true });
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'garage-lighthouse-profile-'));
  // A persistent context is the browser's default one, the one Lighthouse opens its tab in, so the
  // token set here is what its runs see. Port 0: Chromium picks one and writes it in the profile.
  const context = await chromium.launchPersistentContext(userDataDir, {
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, '--remote-debugging-port=0'],
  });
  const rows: LighthouseRow[] = [];
  try {
    const port = Number(readFileSync(path.join(userDataDir, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
    const pages = lighthousePages.filter((page) => !options.pages || options.pages.includes(page.path));
    for (const target of pages) {
      await giveBrowserSession(context, baseUrl, target.signedIn ? admin : null);
      const results: Result[] = [];
      for (let run = 0; run < runs; run += 1) {
        const lhr = await runLighthouse(`${baseUrl}${target.path}`, port);
        const name = `${target.path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing'}-${run + 1}.json`;
        writeFileSync(path.join(reportDir, name), JSON.stringify(lhr));
        const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
        if (finalPath !== target.finalPath) {
          throw new Error(`Lighthouse on ${target.path} ended on ${finalPath}, expected ${target.finalPath}`);
        }
        results.push(lhr);
      }
      await checkFinalScreen(context, baseUrl, target);
      const score = (category: string) =>
        median(results.map((lhr) => Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100)));
      const metric = (id: string) => median(results.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN));
      rows.push({
        path: target.path,
        runs,
        scores: Object.fromEntries(categories.map((c) => [c, score(c)])) as LighthouseRow['scores'],
        fcpMs: metric(metrics.fcp),
        lcpMs: metric(metrics.lcp),
        tbtMs: metric(metrics.tbt),
        cls: metric(metrics.cls),
        performanceRuns: results.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100)),
      });
    }
    await giveBrowserSession(context, baseUrl, null);
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
  console.error(`Lighthouse JSON reports: ${reportDir}`);
  return rows;
}

/** The Markdown table for the README, with the load average the figures were taken at. */
export function lighthouseTable(rows: LighthouseRow[], loadBefore: number[], loadAfter: number[]): string {
  const load = (values: number[]) => values.map((v) => v.toFixed(2)).join(' ');
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return [
    `Lighthouse 12.2.3, mobile profile, median of ${rows[0]?.runs ?? 0} runs; load average ${load(loadBefore)} before, ${load(loadAfter)} after`,
    '',
    '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | performance runs |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| \`${row.path}\` | ${row.scores.performance} | ${row.scores.accessibility} | ${row.scores['best-practices']} | ${row.scores.seo} | ${seconds(row.fcpMs)} | ${seconds(row.lcpMs)} | ${Math.round(row.tbtMs)} ms | ${row.cls.toFixed(3)} | ${row.performanceRuns.join(', ')} |`,
    ),
  ].join('\n');
}

export async function printLighthouse(baseUrl: string, admin: BenchStaffSession): Promise<void> {
  const loadBefore = loadavg();
  const rows = await measureLighthouse(baseUrl, admin, {
    runs: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
    pages: process.env.BENCH_LIGHTHOUSE_PAGES?.split(','),
    reportDir: process.env.BENCH_LIGHTHOUSE_REPORTS,
  });
  console.log(`\n${lighthouseTable(rows, loadBefore, loadavg())}`);
}
