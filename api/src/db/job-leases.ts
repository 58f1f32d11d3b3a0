import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from './db-executor';
import { scheduledJobLeases } from './schema';

/** This process, as a lease names its holder: host, pid and a random part (pids are reused). */
export function leaseHolder(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/**
 * A claim for the scheduler (lib/scheduler.ts): true when this holder may run the job now. One row per
 * job: taken when free or lapsed, renewed by its holder, refused to anyone else until it lapses. One
 * statement (an upsert whose update is conditional), so two processes claiming at once cannot both win
 * on either engine. Leases run on the real clock: the sandbox's test clock moves by months.
 */
export function jobLeases(
  db: DbExecutor,
  options: { holder: string; leaseMs: number; now?: () => number },
): (job: string) => Promise<boolean> {
  const now = options.now ?? Date.now;
  return async (job) => {
    const at = now();
    const nowIso = new Date(at).toISOString();
    const until = new Date(at + options.leaseMs).toISOString();
    const claimed = await db
      .insert(scheduledJobLeases)
      .values({ name: job, holder: options.holder, leaseUntil: until })
      .onConflictDoUpdate({
        target: scheduledJobLeases.name,
        set: { holder: options.holder, leaseUntil: until },
        setWhere: sql`${scheduledJobLeases.leaseUntil} <= ${nowIso} or ${scheduledJobLeases.holder} = ${options.holder}`,
      })
      .returning({ name: scheduledJobLeases.name });
    return claimed.length > 0;
  };
}

/** A stopping process gives up its jobs, so another process runs their next tick without waiting. */
export async function releaseJobLeases(db: DbExecutor, holder: string): Promise<void> {
  await db.delete(scheduledJobLeases).where(eq(scheduledJobLeases.holder, holder));
}
