import { Container } from 'design-system/components/layout';
import { Loading } from 'design-system/components/spinner';

export function RemoteLoading() {
  return (
    <Container>
      <Loading />
    </Container>
  );
}
