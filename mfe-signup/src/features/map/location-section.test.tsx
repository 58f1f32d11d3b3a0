import { act, screen } from '@testing-library/react';
import { Map as LeafletMap } from 'leaflet';
import { renderWithQuery } from '../../../test/query-client';
import { configuredTiles, directionsUrl } from './garage-location';
import { LocationSection } from './location-section';

// The shell sets this global before loading the remote; tests set it directly.
function setRuntimeConfig(config: Record<string, string> | undefined) {
  (globalThis as { __GARAGE_CONFIG__?: Record<string, string> }).__GARAGE_CONFIG__ = config;
}

afterEach(() => setRuntimeConfig(undefined));

const ADDRESS = '200 Frontera Ave, San Ysidro, CA 92173';

describe('LocationSection', () => {
  it('shows the address, a directions link and the marker without any tile server', async () => {
    const { container } = renderWithQuery(<LocationSection address={ADDRESS} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Location' })).toBeInTheDocument();
    expect(screen.getByText(ADDRESS)).toBeInTheDocument();
    const directions = screen.getByRole('link', { name: 'Get directions' });
    expect(directions).toHaveAttribute('href', directionsUrl());
    expect(directions).toHaveAttribute('rel', 'noopener noreferrer');

    expect(await screen.findByTitle('Border Garage')).toBeInTheDocument();
    expect(container.querySelector('.signup-garage-map__pin svg')).not.toBeNull();
    expect(container.querySelector('.leaflet-tile-pane img')).toBeNull();
  });

  it('holds the address line empty until the saved address arrives', () => {
    const { container, rerender } = renderWithQuery(<LocationSection address={null} />);
    const street = container.querySelector('.signup-location-section__street');
    expect(street).toBeEmptyDOMElement();
    rerender(<LocationSection address={ADDRESS} />);
    expect(container.querySelector('.signup-location-section__street')).toHaveTextContent(ADDRESS);
  });

  it('re-measures the map when its box changes size, so the marker is not left outside the frame', async () => {
    const callbacks: ResizeObserverCallback[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          callbacks.push(callback);
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const invalidate = vi.spyOn(LeafletMap.prototype, 'invalidateSize');
    const recentre = vi.spyOn(LeafletMap.prototype, 'setView');
    try {
      renderWithQuery(<LocationSection address={ADDRESS} />);
      await screen.findByTitle('Border Garage');
      expect(callbacks).toHaveLength(1);
      recentre.mockClear();
      act(() => callbacks[0]?.([], {} as ResizeObserver));
      expect(invalidate).toHaveBeenCalled();
      expect(recentre).toHaveBeenCalledWith(
        [32.5434, -117.0297],
        16,
        expect.objectContaining({ animate: false }),
      );
    } finally {
      invalidate.mockRestore();
      recentre.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('adds tiles when the run-time config names a tile server', async () => {
    setRuntimeConfig({
      apiBaseUrl: '/api',
      mapTileUrl: 'http://tiles.example/{z}/{x}/{y}.png',
    });
    const { container } = renderWithQuery(<LocationSection address={ADDRESS} />);
    await screen.findByTitle('Border Garage');
    expect(container.querySelector('.leaflet-tile-pane .leaflet-layer')).not.toBeNull();
  });
});

describe('garage location helpers', () => {
  it('builds a maps link to the garage', () => {
    expect(directionsUrl()).toBe('https://www.google.com/maps/dir/?api=1&destination=32.5434%2C-117.0297');
  });

  it('reads the tile server only when it is a non-empty string', () => {
    expect(configuredTiles()).toBeNull();
    setRuntimeConfig({ apiBaseUrl: '/api', mapTileUrl: ' ' });
    expect(configuredTiles()).toBeNull();
    setRuntimeConfig({
      apiBaseUrl: '/api',
      mapTileUrl: 'http://t/{z}/{x}/{y}.png',
      mapTileAttribution: '© OpenStreetMap',
    });
    expect(configuredTiles()).toEqual({ url: 'http://t/{z}/{x}/{y}.png', attribution: '© OpenStreetMap' });
  });
});
