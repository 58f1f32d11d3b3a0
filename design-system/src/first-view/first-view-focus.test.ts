import { describe, expect, it } from 'vitest';
import { followFirstViewFocus, giveFocusBack } from './first-view-focus';

function firstView() {
  document.body.innerHTML = '<main id="view"><input name="plate" type="text"></main><input id="outside">';
  const view = document.getElementById('view')!;
  const input = view.querySelector('input')!;
  return { view, input, focus: followFirstViewFocus((node) => view.contains(node)) };
}

const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('the focus of a first view', () => {
  it('is given back, caret and all, to a field that a script moved while the visitor typed in it', async () => {
    const { view, input, focus } = firstView();
    input.focus();
    input.value = 'ABC1';
    input.setSelectionRange(2, 2);
    const holder = document.createElement('div');
    document.body.append(holder);
    holder.replaceChildren(view);
    view.remove();
    holder.append(view);
    expect(document.activeElement).not.toBe(input);
    expect(focus.lost()).toBe(input);
    giveFocusBack(input);
    await settle();
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([2, 2]);
  });

  it('goes to the field that took its place, with the caret at the end of the carried text', () => {
    const { view, input, focus } = firstView();
    input.focus();
    input.value = 'ABC1';
    input.setSelectionRange(4, 4);
    view.remove();
    const field = document.createElement('input');
    field.value = 'ABC1';
    document.body.append(field);
    const lost = focus.lost();
    expect(lost).toBe(input);
    giveFocusBack(lost!, field);
    expect(document.activeElement).toBe(field);
    expect(field.selectionStart).toBe(4);
  });

  it('is not taken back after the visitor left the field themselves', async () => {
    const { input, focus } = firstView();
    input.focus();
    input.blur();
    await settle();
    expect(focus.lost()).toBeNull();
    input.focus();
    document.getElementById('outside')!.focus();
    await settle();
    expect(focus.lost()).toBeNull();
  });

  it('is not moved away from wherever the visitor is now', () => {
    const { view, input, focus } = firstView();
    input.focus();
    view.remove();
    const lost = focus.lost()!;
    const outside = document.getElementById('outside') as HTMLInputElement;
    outside.focus();
    giveFocusBack(lost, document.createElement('input'));
    expect(document.activeElement).toBe(outside);
  });
});
