import { useLocation } from 'react-router-dom';

/** Shows the router's current path, so tests can assert redirects and navigation. */
export function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${search}${hash}`}</output>;
}
