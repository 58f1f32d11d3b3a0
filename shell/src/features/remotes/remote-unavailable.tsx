import { ErrorFallback } from 'design-system/components/error-fallback';
import { Container } from 'design-system/components/layout';
import { useT } from 'design-system/i18n/language';
import type { RemoteName } from './remote-names';

export function RemoteUnavailable({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  const t = useT();
  return (
    <Container>
      <ErrorFallback area={t(`common.remote.areas.${remote}`)} onRetry={onRetry} />
    </Container>
  );
}
