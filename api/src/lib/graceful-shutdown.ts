import type { Readiness } from './readiness';

// A stop (SIGTERM from systemd or an orchestrator, SIGINT from a terminal) must not cut a customer's
// payment, a renewal run or a receipt e-mail in half. The order matters: the load balancer is told
// first (readiness), then no new work starts (scheduler ticks, connections), then the work already
// started finishes (the running job, requests in flight, e-mails sent in the background and their
// retries), and only then does the database close, which checkpoints SQLite's WAL. A hung step must
// not keep a stopping process alive for ever, so a deadline exits anyway.

export type ShutdownSteps = {
  readiness: Readiness;
  /** Each scheduler's stop(): resolves once the job it was running has finished. */
  stopSchedulers: readonly (() => Promise<void>)[];
  /** Stops accepting connections; resolves once the requests in flight are answered. */
  closeServer: () => Promise<void>;
  /** Resolves once the work requests started without waiting for it (e-mails and their retries) is done. */
  drainBackground: () => Promise<void>;
  closeDatabase: () => void | Promise<void>;
  exit: (code: number) => void;
  /** How long the whole sequence may take before `exit(1)` (SHUTDOWN_TIMEOUT_SECONDS). */
  deadlineMs: number;
  log: (message: string, fields?: Record<string, unknown>) => void;
};

/** Runs the shutdown once; later calls (a second signal) get the same promise. */
export function createGracefulShutdown(steps: ShutdownSteps): (reason: string) => Promise<void> {
  let started: Promise<void> | null = null;
  return (reason) => {
    started ??= run(steps, reason);
    return started;
  };
}

async function run(steps: ShutdownSteps, reason: string): Promise<void> {
  const began = Date.now();
  steps.log('shutting down', { reason, deadline_ms: steps.deadlineMs });
  steps.readiness.stopAccepting();
  const deadline = setTimeout(() => {
    steps.log('shutdown deadline passed: exiting with work unfinished', { deadline_ms: steps.deadlineMs });
    steps.exit(1);
  }, steps.deadlineMs);
  // Never the reason a process that finished early stays up.
  deadline.unref?.();
  try {
    // Scheduled jobs and requests run side by side; both still need the database.
    await Promise.all([...steps.stopSchedulers.map((stop) => stop()), steps.closeServer()]);
    // Last: jobs and requests may each have started background e-mails until the moment they ended.
    await steps.drainBackground();
    await steps.closeDatabase();
    steps.log('shut down', { duration_ms: Date.now() - began });
    clearTimeout(deadline);
    steps.exit(0);
  } catch (error) {
    steps.log('shutdown failed', { error: error instanceof Error ? error.message : String(error) });
    clearTimeout(deadline);
    steps.exit(1);
  }
}
