import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createDirtyFormStore, hasDirtyForm, useDirtyForm, useHasDirtyForm } from './dirty-form';

function Form({ dirty }: { dirty: boolean }) {
  useDirtyForm(dirty);
  return null;
}

function Indicator() {
  return <output>{useHasDirtyForm() ? 'dirty' : 'clean'}</output>;
}

describe('dirty form registry', () => {
  it('is dirty while any form is dirty, and forgets a form when it unmounts', () => {
    const { rerender } = render(
      <>
        <Form dirty={false} />
        <Form dirty={false} />
        <Indicator />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('clean');

    rerender(
      <>
        <Form dirty />
        <Form dirty={false} />
        <Indicator />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('dirty');
    expect(hasDirtyForm()).toBe(true);

    rerender(<Indicator />);
    expect(screen.getByRole('status')).toHaveTextContent('clean');
    expect(hasDirtyForm()).toBe(false);
  });

  it('notifies only when the overall answer changes', () => {
    const store = createDirtyFormStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const a = {};
    const b = {};
    act(() => {
      store.set(a, true);
      store.set(b, true);
      store.set(a, false);
    });
    expect(listener).toHaveBeenCalledTimes(1);
    store.set(b, false);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.get()).toBe(false);
  });
});
