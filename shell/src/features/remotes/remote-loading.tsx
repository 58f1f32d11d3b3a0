import { FirstViewHolder } from 'design-system/components/first-view-holder';
import { Container } from 'design-system/components/layout';
import { Loading } from 'design-system/components/spinner';
import { claimFirstView, showFirstView } from './first-view';

export function RemoteLoading() {
  return (
    <FirstViewHolder
      take={claimFirstView}
      show={showFirstView}
      fallback={
        <Container>
          <Loading />
        </Container>
      }
    />
  );
}
