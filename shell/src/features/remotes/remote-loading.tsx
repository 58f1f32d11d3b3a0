import { Container } from 'design-system/components/layout';
import { Loading } from 'design-system/components/spinner';
import { useCallback, useState } from 'react';
import { claimFirstView, showFirstView } from './first-view';

export function RemoteLoading() {
  const [firstView] = useState(claimFirstView);
  const adopt = useCallback(
    (holder: HTMLDivElement | null) => {
      if (holder && firstView) showFirstView(holder, firstView);
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
