// What every front end shares as '@tanstack/react-query' (tooling/rspack-base.ts): only the exports the
// workspace uses, so the shared copy leaves out what no screen calls (hydration, suspense, useQueries;
// the admin's record pages page back with infinite queries); a shared module is never tree-shaken.
// The build fails if an app imports a name
// missing here: add it and rebuild the shell with the remote (docs/decisions/server-state.md).
export {
  infiniteQueryOptions,
  keepPreviousData,
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from 'react-query-unshared';
