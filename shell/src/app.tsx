import { BrowserRouter, Link, useLocation } from 'react-router-dom';
import { RemoteArea } from './features/remotes/remote-area';
import { routeOwner } from './features/remotes/route-owners';

function Screen() {
  const { pathname } = useLocation();
  const owner = routeOwner(pathname);
  if (owner.kind === 'remote') return <RemoteArea key={owner.remote} remote={owner.remote} />;
  return <p>{owner.kind}</p>;
}

export function App() {
  return (
    <BrowserRouter>
      <nav><Link to="/">Monthly Pass</Link> <Link to="/payments">Payments</Link> <Link to="/admin">Admin</Link></nav>
      <main><Screen /></main>
    </BrowserRouter>
  );
}
