// Tests only: every render gets a fresh QueryClient from the app's own factory (no retries, as in the
// app), so no test sees another test's cached answers.
import { notifyManager, QueryClientProvider } from '@tanstack/react-query';
import { type RenderOptions, render } from '@testing-library/react';
import { createQueryClient } from 'design-system/query/query-client';
import { type ReactElement, type ReactNode, useState } from 'react';

// Query results reach components on a setTimeout(0) by default, which tests with fake timers would
// have to advance by hand after every answer; a microtask reaches them in the same act().
notifyManager.setScheduler(queueMicrotask);

/** The `wrapper` for render/renderHook: a client of its own for as long as it is mounted. */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** `render` inside a QueryClientProvider of its own. */
export function renderWithQuery(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> = {}) {
  return render(ui, { ...options, wrapper: WithQueryClient });
}
