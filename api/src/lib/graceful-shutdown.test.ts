import { describe, expect, it, vi } from 'vitest';
import type { MailMessage, MailProvider } from '../providers/mail/mail-provider';
import { createBackgroundTasks } from './background-tasks';
import { createGracefulShutdown, type ShutdownSteps } from './graceful-shutdown';
import { sendWithRetries } from './mail-retries';
import { createReadiness } from './readiness';
import { createScheduler } from './scheduler';

const message: MailMessage = { to: 'ana@example.com', subject: 'Your sign-in link', text: 'x', html: 'x' };

/** A mail server that refuses the first attempt (greylisting) and accepts the next, each after `ms`. */
function greylistingMail(events: string[], ms: number): MailProvider {
  let attempts = 0;
  return {
    kind: 'smtp',
    checkHealth: async () => true,
    async send() {
      await new Promise((resolve) => setTimeout(resolve, ms));
      attempts += 1;
      if (attempts === 1) {
        events.push('mail refused');
        throw new Error('451 try again later');
      }
      events.push('mail sent');
      return { messageId: 'm1' };
    },
  };
}

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('graceful shutdown', () => {
  it('turns readiness off first, lets the running job, the requests and a background e-mail finish, then closes the database and exits 0', async () => {
    const events: string[] = [];
    const readiness = createReadiness();
    const background = createBackgroundTasks((what) => events.push(`failed: ${what}`));
    const job = deferred();
    const scheduler = createScheduler({
      intervalMs: 60_000,
      jobs: [
        {
          name: 'renewals',
          run: async () => {
            events.push('job started');
            await job.promise;
            events.push('job finished');
          },
        },
      ],
    });
    scheduler.start();
    // A request sent a sign-in e-mail without waiting for it, just before the signal.
    const mail = greylistingMail(events, 20);
    background.run('sign-in e-mail', async () => {
      await sendWithRetries({ mail, mailRetryDelaysMs: [10] }, message);
    });
    const request = deferred();
    const exited = deferred();
    let exitCode: number | null = null;

    const steps: ShutdownSteps = {
      readiness,
      stopSchedulers: [
        async () => {
          await scheduler.stop();
          events.push('scheduler stopped');
        },
      ],
      closeServer: async () => {
        events.push(`server closing (ready: ${readiness.accepting})`);
        await request.promise;
        events.push('server closed');
      },
      drainBackground: async () => {
        await background.drain();
        events.push('background drained');
      },
      closeDatabase: () => {
        events.push('database closed');
      },
      exit: (code) => {
        exitCode = code;
        events.push(`exit ${code}`);
        exited.resolve();
      },
      deadlineMs: 5_000,
      log: () => {},
    };
    const shutdown = createGracefulShutdown(steps);
    const done = shutdown('SIGTERM');
    expect(readiness.accepting).toBe(false);
    // A second signal joins the same shutdown rather than starting another.
    expect(shutdown('SIGINT')).toBe(done);

    setTimeout(() => job.resolve(), 30);
    setTimeout(() => request.resolve(), 40);
    await exited.promise;
    await done;

    expect(exitCode).toBe(0);
    expect(events.indexOf('server closing (ready: false)')).toBeGreaterThanOrEqual(0);
    const at = (event: string) => events.indexOf(event);
    expect(at('job finished')).toBeLessThan(at('scheduler stopped'));
    // The e-mail was refused once and retried: its second attempt went out before the database closed.
    expect(at('mail refused')).toBeLessThan(at('mail sent'));
    expect(at('mail sent')).toBeLessThan(at('background drained'));
    expect(at('scheduler stopped')).toBeLessThan(at('database closed'));
    expect(at('server closed')).toBeLessThan(at('database closed'));
    expect(at('background drained')).toBeLessThan(at('database closed'));
    expect(events.at(-2)).toBe('database closed');
    expect(events.at(-1)).toBe('exit 0');
    expect(events).not.toContain('failed: sign-in e-mail');
  });

  it('exits 1 at the deadline when a step hangs, without closing the database under it', async () => {
    vi.useFakeTimers();
    try {
      const events: string[] = [];
      const shutdown = createGracefulShutdown({
        readiness: createReadiness(),
        stopSchedulers: [],
        closeServer: () => new Promise(() => {}),
        drainBackground: async () => {},
        closeDatabase: () => {
          events.push('database closed');
        },
        exit: (code) => events.push(`exit ${code}`),
        deadlineMs: 25_000,
        log: () => {},
      });
      void shutdown('SIGTERM');
      await vi.advanceTimersByTimeAsync(24_999);
      expect(events).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(events).toEqual(['exit 1']);
    } finally {
      vi.useRealTimers();
    }
  });
});
