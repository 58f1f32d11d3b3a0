import { Suspense, startTransition, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { registerCatalog, translate, useCatalogs } from './language';

// A remote's root (mfe-signup/src/app.tsx and its siblings) calls useCatalogs, then hooks of its own.
// The shell renders it in a transition; when the root's catalog arrives while React waits in `use`,
// React replays the root with the hooks of that first attempt. The replay must not fail (React error
// #520, "an error during concurrent rendering", caused by #467 from the root's later hooks).

type ActFlag = { IS_REACT_ACT_ENVIRONMENT?: boolean };
const actEnvironment = (globalThis as ActFlag).IS_REACT_ACT_ENVIRONMENT;
afterEach(() => {
  (globalThis as ActFlag).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

let arrive = () => {};

/** Rendered just before the root: the catalog arrives once React has yielded on the root's `use`. */
function CatalogArrives() {
  arrive();
  return null;
}

function RemoteRoot() {
  useCatalogs();
  const [title] = useState(() => translate('replayArea.title' as never));
  return <h1>{title}</h1>;
}

it('a root whose catalog arrives while React waits for it renders without a recoverable error', async () => {
  // A browser's scheduling, not act()'s.
  (globalThis as ActFlag).IS_REACT_ACT_ENVIRONMENT = false;
  registerCatalog({
    en: () =>
      new Promise<object>((resolve) => {
        arrive = () => resolve({ replayArea: { title: 'Replayed title' } });
      }),
    es: { replayArea: { title: 'Título' } },
  });
  const recovered = vi.fn();
  // Development React also names the misuse on the console (rules of hooks, conditional use).
  const consoleError = vi.spyOn(console, 'error');
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container, { onRecoverableError: recovered });
  startTransition(() => {
    root.render(
      <Suspense fallback={<p>Loading</p>}>
        <CatalogArrives />
        <RemoteRoot />
      </Suspense>,
    );
  });
  await vi.waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Replayed title'));
  expect(recovered).not.toHaveBeenCalled();
  expect(consoleError).not.toHaveBeenCalled();
  root.unmount();
  container.remove();
});
