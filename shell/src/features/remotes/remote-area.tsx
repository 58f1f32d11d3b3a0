import {
  Component,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useMemo,
  useState,
} from 'react';
import { loadRemoteApp, refreshRemote } from './remote-loader';
import { RemoteLoading } from './remote-loading';
import type { RemoteName } from './remote-names';
import { RemoteUnavailable } from './remote-unavailable';

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that loads but then throws while rendering, so one broken module cannot blank the app. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`The ${this.props.remote} module failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.failed)
      return <RemoteUnavailable remote={this.props.remote} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

/** The area of the page a remote owns: loading state, the remote itself, or its fallback with a retry. */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    void refreshRemote(remote).finally(() => setAttempt((count) => count + 1));
  }, [remote]);
  // A new lazy component per attempt: React caches a rejected lazy() for good.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the cache key on purpose
  const RemoteApp = useMemo(() => lazy(() => loadRemoteApp(remote)), [remote, attempt]);
  return (
    <RemoteErrorBoundary key={`${remote}-${attempt}`} remote={remote} onRetry={retry}>
      <Suspense fallback={<RemoteLoading />}>
        <RemoteApp />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
