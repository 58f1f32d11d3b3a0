import { Container } from 'design-system/components/layout';
import { Loading } from 'design-system/components/spinner';
import { useCallback, useState } from 'react';
import { claimFirstView } from './first-view';

export function RemoteLoading() {
  const [firstView] = useState(claimFirstView);
  const adopt = useCallback(
    (holder: HTMLDivElement | null) => {
      if (holder && firstView) holder.replaceChildren(...firstView);
    },
    [firstView],
  );
  if (firstView) return <div ref={adopt} />;
  return (
    <Container>
      <Loading />
    </Container>
  );
}
