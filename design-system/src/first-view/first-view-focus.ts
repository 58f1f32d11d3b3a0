/**
 * Follows which input of a server-inlined first view the visitor is typing in. That view stays typable
 * while the scripts load, and a script that then moves its nodes (the shell adopting them) or replaces
 * them (a remote's real form) drops that focus, and on a phone the keyboard, with no event saying where
 * it was: whatever is typed next goes nowhere. So the view's owner follows focus from the start, and
 * the script that moved or replaced the nodes asks for the field that lost it and gives focus back.
 */
export interface FirstViewFocus {
  /** The view's input that had focus, if it lost it without the visitor going elsewhere. */
  lost(): HTMLInputElement | null;
}

/** `inView` tells whether a node belongs to the first view (it is asked again as nodes move). */
export function followFirstViewFocus(inView: (node: Node) => boolean): FirstViewFocus {
  let focused: HTMLInputElement | null = null;
  const follow = (target: EventTarget | null) => {
    focused = target instanceof HTMLInputElement && inView(target) ? target : null;
  };
  follow(document.activeElement);
  document.addEventListener('focusin', (event) => follow(event.target));
  document.addEventListener('focusout', (event) => {
    const left = event.target;
    // A blur the visitor made (a tap elsewhere) leaves the input in the page without focus; a blur
    // from moving or removing it does not, so that one is still "lost" afterwards.
    queueMicrotask(() => {
      const active = document.activeElement;
      const inPage = focused !== null && left === focused && focused.isConnected && inView(focused);
      if (inPage && (active === null || active === document.body)) focused = null;
    });
  });
  return {
    lost() {
      const active = document.activeElement;
      return focused && focused !== active && (active === null || active === document.body) ? focused : null;
    },
  };
}

/**
 * Puts the visitor back in `field`: the input that `lost` focus, moved, or the one that took its place
 * with the same text. The caret goes where it was (at the end where the input type keeps no caret
 * position, e-mail). Nothing happens when something else has focus by now.
 */
export function giveFocusBack(lost: HTMLInputElement, field: HTMLInputElement = lost): void {
  const active = document.activeElement;
  if (active !== null && active !== document.body) return;
  const [start, end] = [lost.selectionStart, lost.selectionEnd];
  field.focus({ preventScroll: true });
  if (start !== null && end !== null && end <= field.value.length) field.setSelectionRange(start, end);
  else if (field !== lost) {
    // Setting the text again is the one way to move an e-mail input's caret to its end.
    const text = field.value;
    field.value = '';
    field.value = text;
  }
}

/**
 * Moves a first view's nodes into `holder` (a loading state taking them over) and, if the visitor's
 * field lost focus on the way, gives it back.
 */
export function moveFirstView(
  holder: HTMLElement,
  nodes: readonly Node[],
  focus: FirstViewFocus | null,
): void {
  const lost = focus?.lost() ?? null;
  holder.replaceChildren(...nodes);
  if (lost && holder.contains(lost)) giveFocusBack(lost);
}
