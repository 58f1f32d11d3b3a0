// What every front end shares as 'react-router-dom' (tooling/rspack-base.ts): only the exports the
// workspace uses, so the shared router is 14 kB gzipped instead of 62 kB (a shared module is never
// tree-shaken). The build fails if an app imports a name missing here: add it and rebuild the shell
// with the remote (docs/decisions/shared-build-recipe.md).
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-unshared';
