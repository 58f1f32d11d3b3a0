import { runtimeConfig } from 'api/client';
/**
 * Where the garage is: by the San Ysidro port of entry, on the US side of the Tijuana crossing.
 * The street address shown to visitors lives in the message catalog (landing.help.address).
 */
export const GARAGE_POSITION: readonly [number, number] = [32.5434, -117.0297];
export const MAP_ZOOM = 16;

/** A universal maps link: opens Google Maps (app or web) with the route to the garage. */
export function directionsUrl([lat, lng]: readonly [number, number] = GARAGE_POSITION): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${lat},${lng}`)}`;
}

export interface MapTiles {
  url: string;
  attribution?: string;
}

/**
 * Tile server from the run-time config (ARCHITECTURE.md, Providers: maps). Absent on machines with
 * no internet, where the map still shows the marker on a plain background.
 */
export function configuredTiles(): MapTiles | null {
  const config = runtimeConfig();
  const url = config.mapTileUrl;
  if (typeof url !== 'string' || url.trim() === '') return null;
  const attribution = typeof config.mapTileAttribution === 'string' ? config.mapTileAttribution : undefined;
  return { url: url.trim(), attribution };
}
