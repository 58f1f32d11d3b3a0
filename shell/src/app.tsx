import { QueryClientProvider } from '@tanstack/react-query';
import { ErrorBoundary } from 'design-system/components/error-boundary';
import { ErrorFallback } from 'design-system/components/error-fallback';
import { Container } from 'design-system/components/layout';
import { NotFound } from 'design-system/components/not-found';
import { Loading } from 'design-system/components/spinner';
import { useT } from 'design-system/i18n/language';
import { createQueryClient } from 'design-system/query/query-client';
import { useSession } from 'design-system/session/session';
import { ToastHost } from 'design-system/toast/toast';
import { lazy, type ReactNode, Suspense, useLayoutEffect, useState } from 'react';
import { BrowserRouter, Navigate, useLocation } from 'react-router-dom';
import type { LoginRedirectState } from './features/login/login-page';
import { LoginPage } from './features/login/login-page';
import { forgetFirstView } from './features/remotes/first-view';
import { RemoteArea } from './features/remotes/remote-area';
import type { RemoteName } from './features/remotes/remote-names';
import { type RemoteRoutes, routeOwner } from './features/remotes/route-owners';
import { TopBar } from './features/top-bar/top-bar';

/** Staff areas are not even loaded for a visitor without a session. */
function RequireLogin({ children }: { children: ReactNode }) {
  const { role } = useSession();
  const location = useLocation();
  if (role) return children;
  const state: LoginRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
  return <Navigate to="/login" replace state={state} />;
}

type RemoteManifests = Partial<Record<RemoteName, string>>;

// /status is for whoever checks a deploy: its code (health checks, the front ends' table) loads when
// it is opened, not in every page's start.
const SetPasswordPage = lazy(() =>
  import('./features/login/set-password-page').then((module) => ({ default: module.SetPasswordPage })),
);
const StatusPage = lazy(() =>
  import('./features/status/status-page').then((module) => ({ default: module.StatusPage })),
);

function Screen({ remoteRoutes, remotes }: { remoteRoutes: RemoteRoutes; remotes: RemoteManifests }) {
  const { pathname } = useLocation();
  const owner = routeOwner(pathname, remoteRoutes);
  switch (owner.kind) {
    case 'remote': {
      // Keyed by remote so moving between two of its routes keeps the loaded module mounted.
      const area = <RemoteArea key={owner.remote} remote={owner.remote} />;
      return owner.requiresLogin ? <RequireLogin>{area}</RequireLogin> : area;
    }
    case 'shell':
      if (owner.screen === 'login') return <LoginPage />;
      return (
        <Suspense fallback={<Loading />}>
          {owner.screen === 'set-password' ? <SetPasswordPage /> : <StatusPage remotes={remotes} />}
        </Suspense>
      );
    case 'not-found':
      return <NotFound />;
  }
}

/** The shell's own screens get the same guard as the remotes: one failure never blanks the top bar. */
function GuardedScreen({ remoteRoutes, remotes }: { remoteRoutes: RemoteRoutes; remotes: RemoteManifests }) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKeys={[pathname]}
      fallback={(_, reset) => (
        <Container>
          <ErrorFallback area={t('common.remote.areas.page')} onRetry={reset} />
        </Container>
      )}
    >
      <Screen remoteRoutes={remoteRoutes} remotes={remotes} />
    </ErrorBoundary>
  );
}

/**
 * `remoteRoutes` comes from the run-time remote map: which remote owns which path prefixes; `remotes`,
 * each remote's manifest URL from the same map (/status shows which build each one serves).
 */
export function App({
  remoteRoutes,
  remotes = {},
}: {
  remoteRoutes: RemoteRoutes;
  remotes?: RemoteManifests;
}) {
  // Runs after the first render, where the first screen's loading state claimed the first view or not.
  useLayoutEffect(forgetFirstView, []);
  // The shell's own screens' cache; each remote keeps its own (docs/decisions/server-state.md).
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <TopBar />
        <main id="main" tabIndex={-1}>
          <GuardedScreen remoteRoutes={remoteRoutes} remotes={remotes} />
        </main>
        <ToastHost />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
