import { type ReactNode, useCallback, useState } from 'react';

/**
 * A loading state that shows a server-inlined first view instead of a spinner: the nodes `take` gives
 * when this mounts are moved into it by `show` (which keeps the visitor in the field they were typing
 * in); without any, `fallback`. Used by the shell's remote area and by a remote's page loading state.
 */
export function FirstViewHolder({
  take,
  show,
  fallback,
}: {
  take: () => readonly Node[] | null;
  show: (holder: HTMLElement, nodes: readonly Node[]) => void;
  fallback: ReactNode;
}) {
  const [nodes] = useState(take);
  const adopt = useCallback(
    (holder: HTMLDivElement | null) => {
      if (holder && nodes) show(holder, nodes);
    },
    [nodes, show],
  );
  return nodes ? <div ref={adopt} /> : fallback;
}
