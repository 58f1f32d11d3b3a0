import { ErrorBoundary } from 'design-system/components/error-boundary';
import { Loading } from 'design-system/components/spinner';
import { useT } from 'design-system/i18n/language';
import { lazy, Suspense, useId, useRef } from 'react';
import { directionsUrl } from './garage-location';
import './location-section.css';
import { useNearViewport } from '../../lib/use-near-viewport';

const GarageMap = lazy(() => import('./garage-map'));

/**
 * Address and directions come first and never depend on the map: without tiles, or if the Leaflet
 * chunk fails to load, a visitor can still find the garage. The address is the one staff saved
 * (docs/decisions/garage-details.md), null until it arrives: its line keeps its place meanwhile.
 */
export function LocationSection({ address }: { address: string | null }) {
  const t = useT();
  const headingId = useId();
  const hintId = useId();
  const mapArea = useRef<HTMLElement>(null);
  const showMap = useNearViewport(mapArea);
  return (
    <section className="signup-location-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('landing.map.title')}</h2>
      <address className="signup-location-section__address">
        <strong>{t('landing.map.marker')}</strong>
        <br />
        <span className="signup-location-section__street">{address}</span>
      </address>
      <p className="signup-location-section__directions">
        <a href={directionsUrl()} target="_blank" rel="noopener noreferrer" aria-describedby={hintId}>
          {t('landing.map.directions')}
        </a>
        <span id={hintId} className="signup-location-section__hint">
          {t('landing.map.directionsHint')}
        </span>
      </p>
      <section ref={mapArea} className="signup-garage-map" aria-label={t('landing.map.label')}>
        <ErrorBoundary
          fallback={() => <p className="signup-garage-map__fallback">{t('landing.map.unavailable')}</p>}
        >
          {showMap ? (
            <Suspense fallback={<Loading />}>
              <GarageMap address={address} />
            </Suspense>
          ) : null}
        </ErrorBoundary>
      </section>
    </section>
  );
}
