export function RemoteLoading() {
  return <p aria-busy="true">Loading…</p>;
}
