// The e2e run's garages: one whole app (API and the four front ends, each on its own port, with its own
// data folder) per Playwright worker, so two workers never share spaces, plans or the sandbox's clock
// (docs/decisions/e2e-garage-per-worker.md). Garage 0 keeps the ports `pnpm start` uses (or those the
// environment moves them to); garage n sits PORT_STRIDE * n above it. Each spec that starts a server of its
// own takes a port a few above its garage's (the release builds at api + 1, a redeployed remote at
// shell + 11), so the stride leaves room for those.

import { ports } from '../../scripts/lib/ports';

const PORT_STRIDE = 20;

export type GarageStack = {
  index: number;
  dataDir: string;
  ports: typeof ports;
  /** The variables `pnpm start` and the support code read this garage's ports and folder from. */
  env: Record<string, string>;
};

/** The `index`th garage of a run whose first garage keeps its data in `baseDataDir`. */
export function garageStack(index: number, baseDataDir = requiredBaseDataDir()): GarageStack {
  const known = recordedStacks()[index];
  if (known) return known;
  // `ports` read the environment when this module loaded, in the runner, before any worker moved it.
  const offset = PORT_STRIDE * index;
  const moved = {
    shell: ports.shell + offset,
    signup: ports.signup + offset,
    portal: ports.portal + offset,
    admin: ports.admin + offset,
    api: ports.api + offset,
  };
  const dataDir = index === 0 ? baseDataDir : `${baseDataDir}-garage-${index}`;
  const stack: GarageStack = {
    index,
    dataDir,
    ports: moved,
    env: {
      SHELL_PORT: String(moved.shell),
      SIGNUP_PORT: String(moved.signup),
      PORTAL_PORT: String(moved.portal),
      ADMIN_PORT: String(moved.admin),
      API_PORT: String(moved.api),
      E2E_DATA_DIR: dataDir,
    },
  };
  // Recorded for the worker processes, which inherit this environment after their own variables moved.
  process.env.E2E_GARAGE_STACKS = JSON.stringify({ ...recordedStacks(), [index]: stack });
  return stack;
}

/** Every garage the run started (global set-up and tear-down look at each). */
export function allGarageStacks(): GarageStack[] {
  return Object.values(recordedStacks()).sort((a, b) => a.index - b.index);
}

/**
 * In a Playwright worker: its garage, with the environment pointed at it (ports, data folder).
 * Elsewhere (the runner's own process): null.
 */
export function stackOfThisWorker(): GarageStack | null {
  const parallelIndex = process.env.TEST_PARALLEL_INDEX;
  if (parallelIndex === undefined) return null;
  const stack = recordedStacks()[Number(parallelIndex)];
  if (!stack) throw new Error(`no garage was started for worker ${parallelIndex}`);
  Object.assign(process.env, stack.env);
  return stack;
}

function recordedStacks(): Record<number, GarageStack> {
  const recorded = process.env.E2E_GARAGE_STACKS;
  return recorded ? (JSON.parse(recorded) as Record<number, GarageStack>) : {};
}

function requiredBaseDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts');
  return dir;
}
