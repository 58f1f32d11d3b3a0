import { describe, expect, it, vi } from 'vitest';

describe('the inlined first view', () => {
  it('goes to every attempt of the first render, and to no loading state after it committed', async () => {
    document.body.innerHTML = '<div id="root"><main id="garage-first-view"><h1>Hero</h1></main></div>';
    vi.resetModules();
    const { claimFirstView, forgetFirstView } = await import('./first-view');
    // A time-sliced first render that React restarts renders the loading state twice.
    expect(claimFirstView()?.map((node) => node.textContent)).toEqual(['Hero']);
    expect(claimFirstView()?.map((node) => node.textContent)).toEqual(['Hero']);
    forgetFirstView();
    expect(claimFirstView()).toBeNull();
  });
});
