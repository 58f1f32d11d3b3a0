// The e2e run's garages: one whole app (API and the four front ends, each on its own port, with its own
// data folder) per Playwright worker, so two workers never share spaces, plans or the sandbox's clock
// (docs/decisions/e2e-garage-per-worker.md). Garage 0 keeps the ports `pnpm start` uses (or those the
// environment moves them to); garage n sits PORT_STRIDE * n above it. Each spec that starts a server of its
// own takes a port a few above its garage's (the release builds at api + 1, a redeployed remote at
// shell + 11), so the stride leaves room for those.

const PORT_STRIDE = 20;

export type GarageStack = {
  index: number;
  dataDir: string;
  ports: { shell: number; signup: number; portal: number; admin: number; api: number };
  /** The variables `pnpm start` and the support code read this garage's ports and folder from. */
  env: Record<string, string>;
};

/** The `index`th garage of a run whose first garage keeps its data in `baseDataDir`. */
export function garageStack(index: number, baseDataDir = requiredBaseDataDir()): GarageStack {
  const known = recordedStacks()[index];
  if (known) return known;
  const base = {
    shell: Number(process.env.SHELL_PORT ?? 3000),
    signup: Number(process.env.SIGNUP_PORT ?? 3001),
    portal: Number(process.env.PORTAL_PORT ?? 3002),
    admin: Number(process.env.ADMIN_PORT ?? 3003),
    api: Number(process.env.API_PORT ?? 8787),
  };
  const offset = PORT_STRIDE * index;
  const ports = {
    shell: base.shell + offset,
    signup: base.signup + offset,
    portal: base.portal + offset,
    admin: base.admin + offset,
    api: base.api + offset,
  };
  const dataDir = index === 0 ? baseDataDir : `${baseDataDir}-garage-${index}`;
  const stack: GarageStack = {
    index,
    dataDir,
    ports,
    env: {
      SHELL_PORT: String(ports.shell),
      SIGNUP_PORT: String(ports.signup),
      PORTAL_PORT: String(ports.portal),
      ADMIN_PORT: String(ports.admin),
      API_PORT: String(ports.api),
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
