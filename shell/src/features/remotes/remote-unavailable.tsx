import type { RemoteName } from './remote-names';

export function RemoteUnavailable({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  return (
    <div role="alert">
      <p>The {remote} area is unavailable right now.</p>
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
