import 'leaflet/dist/leaflet.css';
import { useT } from 'design-system/i18n/language';
import { Browser } from 'leaflet';
import { useEffect } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { configuredTiles, GARAGE_POSITION, MAP_ZOOM } from './garage-location';
import { garageMarkerIcon } from './garage-marker-icon';

/**
 * Leaflet measures its box once, when it is created. A map created while its box had no size (a
 * collapsed or hidden section, a layout still settling) places the marker at the corner, outside the
 * visible frame: with no tiles that is an empty grid. Re-measuring whenever the box changes size keeps
 * the garage in the middle.
 */
function KeepGarageCentred() {
  const map = useMap();
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      map.invalidateSize();
      map.setView([GARAGE_POSITION[0], GARAGE_POSITION[1]], map.getZoom(), { animate: false });
    });
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/** The Leaflet map itself; loaded lazily by LocationSection so Leaflet stays out of the first paint. */
export default function GarageMap({ address }: { address: string | null }) {
  const t = useT();
  const tiles = configuredTiles();
  return (
    <MapContainer
      className="signup-garage-map__canvas"
      center={[GARAGE_POSITION[0], GARAGE_POSITION[1]]}
      zoom={MAP_ZOOM}
      // A page-long scroll on a phone must not get stuck in the map.
      scrollWheelZoom={false}
      dragging={!Browser.mobile}
      attributionControl={Boolean(tiles?.attribution)}
    >
      <KeepGarageCentred />
      {tiles ? <TileLayer url={tiles.url} attribution={tiles.attribution} /> : null}
      <Marker
        position={[GARAGE_POSITION[0], GARAGE_POSITION[1]]}
        icon={garageMarkerIcon}
        title={t('landing.map.marker')}
        alt={t('landing.map.marker')}
      >
        <Popup>
          <strong>{t('landing.map.marker')}</strong>
          {address ? (
            <>
              <br />
              {address}
            </>
          ) : null}
        </Popup>
      </Marker>
    </MapContainer>
  );
}
