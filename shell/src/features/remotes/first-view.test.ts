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

  it('keeps the visitor in the field they were typing in when React empties #root and the view moves', async () => {
    document.body.innerHTML =
      '<div id="root"><main id="garage-first-view"><form><input name="email" type="text"></form></main></div>';
    const input = document.querySelector('input')!;
    input.focus();
    input.value = 'ana@exa';
    vi.resetModules();
    const { claimFirstView, showFirstView } = await import('./first-view');
    document.getElementById('root')!.replaceChildren();
    const holder = document.createElement('div');
    document.getElementById('root')!.append(holder);
    showFirstView(holder, claimFirstView()!);
    expect(holder.querySelector('input')).toBe(input);
    expect(document.activeElement).toBe(input);
    expect(input.selectionStart).toBe(7);
  });
});
