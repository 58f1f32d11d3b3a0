import { divIcon } from 'leaflet';

// Inline SVG: Leaflet's default marker PNGs are resolved from a CSS-relative path the bundler
// does not rewrite, so they would 404 on the remote's origin.
const PIN_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="36" height="48" viewBox="0 0 36 48" aria-hidden="true" focusable="false">
<path d="M18 0C8.06 0 0 8.06 0 18c0 13.5 18 30 18 30s18-16.5 18-30C36 8.06 27.94 0 18 0z" fill="#0a58a8"/>
<circle cx="18" cy="18" r="11" fill="#ffffff"/>
<text x="18" y="23" text-anchor="middle" font-family="system-ui, sans-serif" font-size="14" font-weight="700" fill="#0a58a8">P</text>
</svg>`;

export const garageMarkerIcon = divIcon({
  html: PIN_SVG,
  className: 'signup-garage-map__pin',
  iconSize: [36, 48],
  iconAnchor: [18, 48],
  popupAnchor: [0, -44],
});
