/**
 * Resolves in a new task of the main thread, so the work after it is not one long task with the work
 * before it: the phone can paint and answer a tap in between (Total Blocking Time counts every task
 * over 50 ms). `scheduler.yield()` where the browser has it (it resumes ahead of other queued tasks),
 * else a MessageChannel message (no 4 ms timer clamp, not throttled like setTimeout).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
