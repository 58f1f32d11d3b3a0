import { act, screen } from '@testing-library/react';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { renderWithQuery } from '../../../test/query-client';
import {
  FIRST_VIEW_ATTRIBUTE,
  FIRST_VIEW_OPEN_SLOTS_ATTRIBUTE,
  FIRST_VIEW_TODAY_ATTRIBUTE,
} from './first-view-count';
import { SpacesStatus } from './spaces-status';
import {
  AVAILABILITY_REFRESH_MS,
  useOnlineAvailability,
  useOnlineAvailabilityAnswer,
} from './use-online-availability';

function Harness() {
  return <SpacesStatus openSlots={useOnlineAvailability()} />;
}

function Today() {
  const { openSlots, today } = useOnlineAvailabilityAnswer();
  return <p>{`${openSlots ?? '?'} ${today ?? 'unknown'}`}</p>;
}

const AVAILABILITY = 'GET /api/locations/1/online-availability';

describe('useOnlineAvailability + SpacesStatus', () => {
  it('says it is checking, then shows the count', async () => {
    stubFetch({ [AVAILABILITY]: json({ open_slots: 7 }) });
    renderWithQuery(<Harness />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking availability…');
    expect(await screen.findByText('7 spaces available online')).toBeInTheDocument();
  });

  it('uses the singular for one space', async () => {
    stubFetch({ [AVAILABILITY]: json({ open_slots: 1 }) });
    renderWithQuery(<Harness />);
    expect(await screen.findByText('1 space available online')).toBeInTheDocument();
  });

  it('shows the closed state, silently, when loading fails', async () => {
    stubFetch({ [AVAILABILITY]: json({ error: 'boom' }, 500) });
    renderWithQuery(<Harness />);
    expect(await screen.findByText('No spaces available online right now')).toBeInTheDocument();
    expect(screen.getByText('Full')).toBeInTheDocument();
    expect(screen.queryByText(/boom/)).not.toBeInTheDocument();
  });

  it('refreshes every minute and when the window gets focus', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      let slots = 5;
      const fetchSpy = stubFetch({ [AVAILABILITY]: () => json({ open_slots: slots }) });
      renderWithQuery(<Harness />);
      expect(await screen.findByText('5 spaces available online')).toBeInTheDocument();

      slots = 4;
      await act(async () => {
        vi.advanceTimersByTime(AVAILABILITY_REFRESH_MS);
      });
      expect(await screen.findByText('4 spaces available online')).toBeInTheDocument();

      slots = 0;
      await act(async () => {
        window.dispatchEvent(new Event('focus'));
      });
      expect(await screen.findByText('No spaces available online right now')).toBeInTheDocument();
      expect(fetchSpy).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('skips the periodic refresh while the tab is hidden', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      const fetchSpy = stubFetch({ [AVAILABILITY]: json({ open_slots: 3 }) });
      renderWithQuery(<Harness />);
      expect(await screen.findByText('3 spaces available online')).toBeInTheDocument();
      await act(async () => {
        vi.advanceTimersByTime(AVAILABILITY_REFRESH_MS * 3);
      });
      expect(fetchSpy).toHaveBeenCalledTimes(1);

      visibility.mockReturnValue('visible');
      await act(async () => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      expect(fetchSpy).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("carries the server's today with the count, from the API or from the first view's read", async () => {
    const fetchSpy = stubFetch({ [AVAILABILITY]: json({ open_slots: 4, today: '2026-01-30' }) });
    const { unmount } = renderWithQuery(<Today />);
    expect(screen.getByText('? unknown')).toBeInTheDocument();
    expect(await screen.findByText('4 2026-01-30')).toBeInTheDocument();
    unmount();

    const firstView = document.createElement('div');
    firstView.setAttribute(FIRST_VIEW_ATTRIBUTE, 'en');
    firstView.innerHTML = `<output ${FIRST_VIEW_OPEN_SLOTS_ATTRIBUTE}="2" ${FIRST_VIEW_TODAY_ATTRIBUTE}="2026-02-01"></output>`;
    document.body.append(firstView);
    try {
      renderWithQuery(<Today />);
      expect(screen.getByText('2 2026-02-01')).toBeInTheDocument();
      expect(fetchSpy).toHaveBeenCalledTimes(1);
    } finally {
      firstView.remove();
    }
  });
});
