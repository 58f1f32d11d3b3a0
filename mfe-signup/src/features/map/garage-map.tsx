import 'leaflet/dist/leaflet.css';
import { useT } from 'design-system/i18n/language';
import { Browser } from 'leaflet';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { configuredTiles, GARAGE_POSITION, MAP_ZOOM } from './garage-location';
import { garageMarkerIcon } from './garage-marker-icon';

/** The Leaflet map itself; loaded lazily by LocationSection so Leaflet stays out of the first paint. */
export default function GarageMap() {
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
      {tiles ? <TileLayer url={tiles.url} attribution={tiles.attribution} /> : null}
      <Marker
        position={[GARAGE_POSITION[0], GARAGE_POSITION[1]]}
        icon={garageMarkerIcon}
        title={t('landing.map.marker')}
        alt={t('landing.map.marker')}
      >
        <Popup>
          <strong>{t('landing.map.marker')}</strong>
          <br />
          {t('landing.help.address')}
        </Popup>
      </Marker>
    </MapContainer>
  );
}
