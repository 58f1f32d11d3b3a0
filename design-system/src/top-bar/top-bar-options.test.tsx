import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTopBarOptionsStore,
  getTopBarOptions,
  resetTopBarOptions,
  type TopBarOptions,
  useCurrentTopBarOptions,
  useTopBarOptions,
} from './top-bar-options';

afterEach(() => {
  act(() => resetTopBarOptions());
});

function Screen(props: TopBarOptions) {
  useTopBarOptions(props);
  return null;
}

function TopBar() {
  const options = useCurrentTopBarOptions();
  return <output>{JSON.stringify(options)}</output>;
}

function Toggling() {
  const [hidden, setHidden] = useState(false);
  useTopBarOptions({ back: 'history', linksHidden: hidden });
  return (
    <button type="button" onClick={() => setHidden(true)}>
      hide
    </button>
  );
}

describe('top bar options', () => {
  it('are set while a screen is mounted and reset when it unmounts', () => {
    const { rerender } = render(
      <>
        <TopBar />
        <Screen back="/payments" linksHidden />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('{"back":"/payments","linksHidden":true}');
    expect(getTopBarOptions()).toEqual({ back: '/payments', linksHidden: true });

    rerender(<TopBar />);
    expect(screen.getByRole('status')).toHaveTextContent('{}');
    expect(getTopBarOptions()).toEqual({});
  });

  it('follow changes of the screen’s options', () => {
    render(
      <>
        <TopBar />
        <Toggling />
      </>,
    );
    expect(getTopBarOptions()).toEqual({ back: 'history' });
    act(() => screen.getByRole('button').click());
    expect(getTopBarOptions()).toEqual({ back: 'history', linksHidden: true });
  });

  it('an older screen unmounting does not clear a newer screen’s options', () => {
    const store = createTopBarOptionsStore();
    const older = store.push({ logoLinkDisabled: true });
    const newer = store.push({ back: '/' });
    older.remove();
    expect(store.get()).toEqual({ back: '/' });
    newer.remove();
    expect(store.get()).toEqual({});
  });
});
