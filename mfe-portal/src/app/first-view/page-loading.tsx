import { FirstViewHolder } from 'design-system/components/first-view-holder';
import { Loading } from 'design-system/components/spinner';
import { useLayoutEffect } from 'react';
import { forgetFirstView, peekFirstView, showFirstViewIn } from './first-view-pass';

/**
 * The loading state of a page whose code is on its way. On the first page the portal shows, that is
 * the inlined first view, moved here from the shell's loading state: a spinner in its place would take
 * away the field a visitor may be typing in. The portal's first render waits for the opened page's
 * code (app.tsx), so this is the rare case where it renders before that code is there.
 */
export function PageLoading() {
  return <FirstViewHolder take={peekFirstView} show={showFirstViewIn} fallback={<Loading />} />;
}

/** Rendered beside a page: once a page is on screen, the first view is no one's loading state again. */
export function FirstViewGone() {
  useLayoutEffect(forgetFirstView, []);
  return null;
}
