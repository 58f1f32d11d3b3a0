import { act, screen } from '@testing-library/react';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { renderWithQuery } from '../../../test/query-client';
import { SpacesStatus } from './spaces-status';
import { AVAILABILITY_REFRESH_MS, useOnlineAvailability } from './use-online-availability';

function Harness() {
  return <SpacesStatus openSlots={useOnlineAvailability()} />;
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
});
