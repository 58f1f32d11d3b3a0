// Proves the module boundaries in biome.json still bite: for each rule it writes a small file that
// breaks it at a real path (overrides match by path), runs Biome on it and expects that rule's
// diagnostic, and checks an allowed import stays clean, so a rule cannot silently match nothing
// (a typo in a glob) or everything. Run by `pnpm lint`. Biome lints many probes in one run, each
// diagnostic naming its file: one run per round of distinct paths (4 s each) instead of one per probe
// (43 runs took ~170 s on the slow CI machine).
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const biome = path.join(root, 'node_modules', '.bin', 'biome');

type Case = {
  name: string;
  /** Where the probe file goes, relative to the repository root. */
  file: string;
  source: string;
  /** Rule and message part the diagnostic must show; null: Biome must report nothing. */
  expect: { rule: string; message: string } | null;
};

const FEATURE = 'A feature must not import another feature';
const RESOURCE = "An API resource must not import another resource's files";
const GROUP = 'An API resource keeps its files in its own folder';
const BROWSER_NODE = 'Browser code must not import Node modules';
const BROWSER_SERVER = 'Browser code must not import server code';
const BROWSER_API = 'Browser code reaches the API only through';
const CONTRACT_SERVER = 'api/contract and api/client are bundled into the browser';
const CONTRACT_ONLY = 'api/contract imports only its own modules and zod';
const DB_LAYER = 'api/src/db imports only the contract and config';
const PROVIDERS_LAYER = 'api/src/providers talk to outside services';
const LIB_LAYER = 'api/src/lib holds helpers every layer above may use';
const DOMAIN_LAYER = 'api/src/domain is shared by resources';
const DOMAIN_NO_HTTP = 'api/src/domain holds rules, not HTTP handling';
const MIDDLEWARE_LAYER = 'api/src/middleware runs for many resources';
const restricted = (message: string) => ({ rule: 'lint/style/noRestrictedImports', message });

const use = (specifier: string) => `import { probe } from '${specifier}';\n\nexport const used = [probe];\n`;

const cases: Case[] = [
  {
    name: 'a feature importing a sibling feature by relative path',
    file: 'mfe-signup/src/features/zz-boundary-probe/probe.ts',
    source: use('../pricing/plan-prices'),
    expect: restricted(FEATURE),
  },
  {
    name: 'a feature importing another feature through src',
    file: 'shell/src/features/zz-boundary-probe/probe.ts',
    source: use('../../features/top-bar/top-bar'),
    expect: restricted(FEATURE),
  },
  {
    name: 'a feature importing another feature through an alias',
    file: 'mfe-admin/src/features/zz-boundary-probe/probe.ts',
    source: use('@/features/plans/plans-page'),
    expect: restricted(FEATURE),
  },
  {
    name: 'a feature importing its own files, the app layer and design-system',
    file: 'mfe-admin/src/features/zz-boundary-probe/probe.ts',
    source:
      "import { a } from './own-file';\nimport { b } from '../../test-support/staff-token';\n" +
      "import { c } from 'design-system/components/button';\n\nexport const used = [a, b, c];\n",
    expect: null,
  },
  {
    name: "an API resource importing another resource's files",
    file: 'api/src/resources/zz-boundary-probe/probe.ts',
    source: use('../clients/clients.service'),
    expect: restricted(RESOURCE),
  },
  {
    name: 'an API resource importing domain, lib, db and providers',
    file: 'api/src/resources/zz-boundary-probe/probe.ts',
    source:
      "import { a } from '../../domain/customer-lookup';\nimport { b } from '../../lib/http-error';\n" +
      "import { c } from '../../db/schema';\nimport { d } from './own.service';\n\nexport const used = [a, b, c, d];\n",
    expect: null,
  },
  {
    name: 'a provider importing domain',
    file: 'api/src/providers/zz-boundary-probe/probe.ts',
    source: use('../../domain/renewal-calendar'),
    expect: restricted(PROVIDERS_LAYER),
  },
  {
    name: 'a provider importing middleware',
    file: 'api/src/providers/zz-boundary-probe/probe.ts',
    source: use('../../middleware/require-staff'),
    expect: restricted(PROVIDERS_LAYER),
  },
  {
    name: 'a provider importing contract, lib, db and config',
    file: 'api/src/providers/zz-boundary-probe/probe.ts',
    source:
      "import { a } from '../../contract/renewal-calendar';\nimport { b } from '../../lib/http-error';\n" +
      "import { c } from '../../db/schema';\nimport { d } from '../../config';\n\nexport const used = [a, b, c, d];\n",
    expect: null,
  },
  {
    name: 'an API resource importing a resource nested under a URL group',
    file: 'api/src/resources/zz-boundary-probe/probe.ts',
    source: use('../billing/checkout/checkout.router'),
    expect: restricted(RESOURCE),
  },
  {
    name: 'a file beside the resources of a URL group joining them',
    file: 'api/src/resources/billing/zz-boundary-probe.ts',
    source: use('./checkout/create-intent.service'),
    expect: restricted(GROUP),
  },
  {
    name: 'a nested API resource importing a sibling in its URL group',
    file: 'api/src/resources/billing/zz-boundary-probe/probe.ts',
    source: use('../receipt/receipt.service'),
    expect: restricted(RESOURCE),
  },
  {
    name: 'a nested API resource importing a resource of another URL group',
    file: 'api/src/resources/payments-public/zz-boundary-probe/probe.ts',
    source: use('../../billing/webhook/provider-events.service'),
    expect: restricted(RESOURCE),
  },
  {
    name: 'a nested API resource importing a top-level resource',
    file: 'api/src/resources/billing/zz-boundary-probe/probe.ts',
    source: use('../../checkout/link-setup.service'),
    expect: restricted(RESOURCE),
  },
  {
    name: 'a nested API resource importing another resource through the resources folder',
    file: 'api/src/resources/billing/zz-boundary-probe/probe.ts',
    source: use('../../../resources/auth/auth.service'),
    expect: restricted(RESOURCE),
  },
  {
    name: 'a nested API resource importing domain, lib, db, middleware, providers and its own files',
    file: 'api/src/resources/payments-public/zz-boundary-probe/probe.ts',
    source:
      "import { a } from '../../../domain/payment-lifecycle/apply-once';\nimport { b } from '../../../lib/http-error';\n" +
      "import { c } from '../../../db/schema';\nimport { d } from '../../../middleware/validate';\n" +
      "import { e } from '../../../providers/payments/payments-provider';\nimport { f } from './own.service';\n\n" +
      'export const used = [a, b, c, d, e, f];\n',
    expect: null,
  },
  {
    name: 'browser code importing a node: module',
    file: 'design-system/src/zz-boundary-probe.ts',
    source: use('node:fs'),
    expect: restricted(BROWSER_NODE),
  },
  {
    name: 'the shared payment library importing a Node module',
    file: 'payment-ui/src/zz-boundary-probe.ts',
    source: use('node:crypto'),
    expect: restricted(BROWSER_NODE),
  },
  {
    name: 'browser code importing a *.server.ts file',
    file: 'mfe-portal/src/zz-boundary-probe.ts',
    source: use('./session.server'),
    expect: restricted(BROWSER_SERVER),
  },
  {
    name: "browser code importing the API's server files",
    file: 'shell/src/zz-boundary-probe.ts',
    source: use('api/src/db/schema'),
    expect: restricted(BROWSER_API),
  },
  {
    name: 'browser code importing the API client and contract',
    file: 'shell/src/zz-boundary-probe.ts',
    source:
      "import { a } from 'api/client';\nimport { b } from 'api/contract/plan-input';\n\nexport const used = [a, b];\n",
    expect: null,
  },
  {
    name: 'the browser-safe contract importing the database',
    file: 'api/src/contract/zz-boundary-probe.ts',
    source: use('../db/schema'),
    expect: restricted(CONTRACT_SERVER),
  },
  {
    name: 'the browser-safe client importing a provider',
    file: 'api/src/client/zz-boundary-probe.ts',
    source: use('../providers/payments/sandbox/sandbox-payments'),
    expect: restricted(CONTRACT_SERVER),
  },
  {
    name: 'the contract importing a package other than zod',
    file: 'api/src/contract/zz-boundary-probe.ts',
    source: use('hono'),
    expect: restricted(CONTRACT_ONLY),
  },
  {
    name: 'the contract importing lib',
    file: 'api/src/contract/zz-boundary-probe.ts',
    source: use('../lib/http-error'),
    expect: restricted(CONTRACT_ONLY),
  },
  {
    name: 'the contract importing its own modules and zod',
    file: 'api/src/contract/zz-boundary-probe.ts',
    source:
      "import { z } from 'zod';\nimport { a } from 'zod/mini';\nimport { b } from './validation-rules';\n\n" +
      'export const used = [z, a, b];\n',
    expect: null,
  },
  {
    name: 'db importing lib',
    file: 'api/src/db/zz-boundary-probe.ts',
    source: use('../lib/password-hash'),
    expect: restricted(DB_LAYER),
  },
  {
    name: 'db importing domain',
    file: 'api/src/db/zz-boundary-probe.ts',
    source: use('../domain/capacity'),
    expect: restricted(DB_LAYER),
  },
  {
    name: 'db importing a provider',
    file: 'api/src/db/zz-boundary-probe.ts',
    source: use('../providers/providers'),
    expect: restricted(DB_LAYER),
  },
  {
    name: 'db importing a resource',
    file: 'api/src/db/zz-boundary-probe.ts',
    source: use('../resources/health/health.service'),
    expect: restricted(DB_LAYER),
  },
  {
    name: 'db importing the contract, the config and its own files; a db test importing lib',
    file: 'api/src/db/zz-boundary-probe/probe.test.ts',
    source:
      "import { a } from '../../contract/item';\nimport { b } from '../../config';\nimport { c } from '../schema';\n" +
      "import { d } from '../../lib/password-hash';\n\nexport const used = [a, b, c, d];\n",
    expect: null,
  },
  {
    name: 'a provider importing domain, however deep',
    file: 'api/src/providers/payments/zz-boundary-probe/probe.ts',
    source: use('../../../domain/renewal-calendar'),
    expect: restricted(PROVIDERS_LAYER),
  },
  {
    name: 'a provider importing a resource',
    file: 'api/src/providers/zz-boundary-probe.ts',
    source: use('../resources/health/health.service'),
    expect: restricted(PROVIDERS_LAYER),
  },
  {
    name: 'a provider importing db, the contract and the config',
    file: 'api/src/providers/payments/zz-boundary-probe.ts',
    source:
      "import { a } from '../../db/schema';\nimport { b } from '../../contract/health-response';\n" +
      "import { c } from '../../config';\n\nexport const used = [a, b, c];\n",
    expect: null,
  },
  {
    name: 'lib importing domain',
    file: 'api/src/lib/zz-boundary-probe.ts',
    source: use('../domain/capacity'),
    expect: restricted(LIB_LAYER),
  },
  {
    name: 'lib importing a resource',
    file: 'api/src/lib/zz-boundary-probe.ts',
    source: use('../resources/passes/receipt.service'),
    expect: restricted(LIB_LAYER),
  },
  {
    name: 'lib importing db, providers and the contract',
    file: 'api/src/lib/zz-boundary-probe.ts',
    source:
      "import { a } from '../db/schema';\nimport { b } from '../providers/mail/mail-provider';\n" +
      "import { c } from '../contract/item';\n\nexport const used = [a, b, c];\n",
    expect: null,
  },
  {
    name: 'domain importing a resource',
    file: 'api/src/domain/zz-boundary-probe.ts',
    source: use('../resources/clients/clients.service'),
    expect: restricted(DOMAIN_LAYER),
  },
  {
    name: 'domain importing Hono',
    file: 'api/src/domain/zz-boundary-probe.ts',
    source: "import type { Context } from 'hono';\n\nexport type Used = Context;\n",
    expect: restricted(DOMAIN_NO_HTTP),
  },
  {
    name: 'domain importing lib, db and providers',
    file: 'api/src/domain/zz-boundary-probe.ts',
    source:
      "import { a } from '../lib/http-error';\nimport { b } from '../db/schema';\n" +
      "import { c } from '../providers/payments/payments-provider';\n\nexport const used = [a, b, c];\n",
    expect: null,
  },
  {
    name: 'middleware importing a resource',
    file: 'api/src/middleware/zz-boundary-probe.ts',
    source: use('../resources/auth/auth.service'),
    expect: restricted(MIDDLEWARE_LAYER),
  },
  {
    name: 'middleware importing lib and domain',
    file: 'api/src/middleware/zz-boundary-probe.ts',
    source:
      "import { a } from '../lib/http-error';\nimport { b } from '../domain/portal-sessions';\n\n" +
      'export const used = [a, b];\n',
    expect: null,
  },
  {
    name: 'a barrel file',
    file: 'design-system/src/zz-boundary-probe.ts',
    source: "export { Button } from './components/button';\n",
    expect: { rule: 'lint/performance/noBarrelFile', message: '' },
  },
];

type Diagnostic = { severity: string; category: string; message: string; location: { path: string } };

/** Biome's diagnostics for these files, from one run: each run scans the whole project first (~4 s). */
function lint(files: string[]): Diagnostic[] {
  let stdout: string;
  try {
    stdout = execFileSync(
      biome,
      ['lint', '--colors=off', '--reporter=json', '--max-diagnostics=none', ...files],
      {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
  } catch (error) {
    stdout = (error as { stdout?: string }).stdout ?? '';
  }
  const report = stdout.split('\n').find((line) => line.startsWith('{'));
  if (!report) throw new Error(`Biome printed no report:\n${stdout}`);
  return (JSON.parse(report) as { diagnostics: Diagnostic[] }).diagnostics;
}

// Probes that share a path go in different rounds; each round is one Biome run.
const rounds: Case[][] = [];
for (const probe of cases) {
  const round = rounds.find((taken) => taken.every((other) => other.file !== probe.file));
  if (round) round.push(probe);
  else rounds.push([probe]);
}

let failures = 0;
for (const round of rounds) {
  const created = new Set<string>();
  let diagnostics: Diagnostic[];
  try {
    for (const probe of round) {
      const absolute = path.join(root, probe.file);
      const createdDir = probe.file.includes('zz-boundary-probe/') ? path.dirname(absolute) : null;
      if (createdDir) mkdirSync(createdDir, { recursive: true });
      writeFileSync(absolute, probe.source);
      created.add(createdDir ?? absolute);
    }
    diagnostics = lint(round.map((probe) => probe.file));
  } finally {
    for (const made of created) rmSync(made, { recursive: true, force: true });
  }
  for (const probe of round) {
    const own = diagnostics.filter((diagnostic) => diagnostic.location.path === probe.file);
    const { expect } = probe;
    const passed = expect
      ? own.some((d) => d.category === expect.rule && d.message.includes(expect.message))
      : own.every((d) => d.severity !== 'error');
    if (!passed) {
      failures += 1;
      const wanted = expect ? `${expect.rule} "${expect.message}"` : 'no errors';
      const got = own.map((d) => `  ${d.category}: ${d.message}`).join('\n') || '  nothing';
      console.error(`✗ ${probe.name}: expected ${wanted}, got:\n${got}`);
    } else {
      console.log(`✓ ${probe.name}`);
    }
  }
}

if (failures > 0) {
  console.error(`${failures} boundary rule check(s) failed: see biome.json overrides`);
  process.exit(1);
}
