import { followFirstViewFocus, moveFirstView } from 'design-system/first-view/first-view-focus';

/**
 * The owning remote's first view of this page (its hero, say), which the shell's server inlined into
 * #root (scripts/lib/static-server.ts). React's first render empties #root, so its nodes are kept here
 * and the remote area that renders first shows them as its loading state: the visitor keeps seeing
 * them until the remote's own page replaces them in the same render, with no blank or spinner between.
 */
let waiting: ChildNode[] | null =
  typeof document === 'undefined'
    ? null
    : [...(document.getElementById('garage-first-view')?.childNodes ?? [])];

// React's first commit empties #root, which drops the focus of a field the visitor is typing in.
const focus = waiting?.length
  ? followFirstViewFocus((node) => waiting?.some((viewNode) => viewNode.contains(node)) ?? false)
  : null;

/**
 * The first view's nodes, for the loading state of the first render. The first render is time-sliced
 * and React may restart it (a store changing meanwhile), so every attempt of that render gets them;
 * `forgetFirstView` ends that once it has committed.
 */
export function claimFirstView(): ChildNode[] | null {
  return waiting?.length ? waiting : null;
}

/**
 * Shows the first view's nodes in `holder`, the visitor still in the field they were typing in: the
 * nodes left the page when React emptied #root, and focus with them.
 */
export function showFirstView(holder: HTMLElement, firstView: readonly Node[]): void {
  moveFirstView(holder, firstView, focus);
}

/** After the first render: a later loading state (another page) must not show the first page's view. */
export function forgetFirstView(): void {
  waiting = null;
}
